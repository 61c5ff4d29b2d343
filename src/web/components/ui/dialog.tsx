import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import { cn } from '#src/web/lib/cn.ts';

/**
 * A modal built on the native <dialog> element: focus trap, Escape and an inert page come from
 * the browser, at no bundle cost (docs/decisions/001-native-dialog.md).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  side,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  footer?: ReactNode;
  /** "right" makes it a full-height side panel. */
  side?: 'right';
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse nicety; Escape closes it for keyboards
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => onOpenChange(false)}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={cn(
        'bg-white p-0 text-ink shadow-2xl backdrop:backdrop-blur-[1px]',
        side === 'right'
          ? 'ml-auto mr-0 h-dvh max-h-dvh w-[min(22rem,88vw)] max-w-none rounded-l-2xl'
          : 'm-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl',
        className,
      )}
    >
      {open && (
        <div className={cn('flex flex-col', side === 'right' ? 'h-full' : 'max-h-[85dvh]')}>
          <div className="flex items-start justify-between gap-4 border-b border-brand-100 px-5 py-4">
            <div>
              <h2 id={titleId} className="text-lg font-bold">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-muted">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className="-mr-2 rounded-lg p-2 text-muted hover:bg-brand-50"
              aria-label={m['core.close']()}
            >
              <X className="size-5" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && <div className="border-t border-brand-100 px-5 py-4">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
