import { Check, RotateCcw } from 'lucide-react';
import type { Ref } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import { Button } from '#src/web/components/ui/button.tsx';

/** The shutter, the count of photos added and Done; or, with a shot to check, Retake and Use Photo. */
export function CaptureControls({
  reviewing,
  taken,
  shutterRef,
  shutterDisabled,
  showShutter,
  onCapture,
  onRetake,
  onUseShot,
  onDone,
}: {
  /** A Preview-mode shot is waiting to be used or retaken. */
  reviewing: boolean;
  taken: number;
  shutterRef: Ref<HTMLButtonElement>;
  shutterDisabled: boolean;
  /** False while the camera cannot be used. */
  showShutter: boolean;
  onCapture: () => void;
  onRetake: () => void;
  onUseShot: () => void;
  onDone: () => void;
}) {
  return (
    <div className="flex h-36 items-center justify-center gap-6 px-4 pb-[env(safe-area-inset-bottom)]">
      {reviewing ? (
        <>
          <Button variant="outline" size="lg" onClick={onRetake} className="min-w-36">
            <RotateCcw />
            {m['photos.retake']()}
          </Button>
          <Button size="lg" onClick={onUseShot} className="min-w-36">
            <Check />
            {m['photos.usePhoto']()}
          </Button>
        </>
      ) : (
        showShutter && (
          <>
            <span className="w-24 text-center text-sm leading-tight text-white/80" aria-live="polite">
              {taken > 0 ? (taken === 1 ? m['photos.addedOne'] : m['photos.addedMany'])({ count: taken }) : ''}
            </span>
            <button
              ref={shutterRef}
              type="button"
              onClick={onCapture}
              disabled={shutterDisabled}
              aria-label={m['photos.capturePhoto']()}
              className="flex size-20 items-center justify-center rounded-full border-4 border-white bg-white/20 transition active:scale-95 disabled:opacity-40"
            >
              <span className="size-14 rounded-full bg-white" />
            </button>
            <span className="flex w-24 justify-center">
              {taken > 0 && (
                <Button variant="secondary" onClick={onDone}>
                  <Check />
                  {m['photos.done']()}
                </Button>
              )}
            </span>
          </>
        )
      )}
    </div>
  );
}
