import type { NoticeText } from '#src/shared/i18n/keys.ts';

// sonner is loaded on first use so no page pays for it before it paints or while it starts.
// product.md §9: one toast at a time in the product's own toaster (the Toaster sets visibleToasts=1).
type Kind = 'success' | 'error' | 'info';

// The layout mounts the toaster when the first toast is asked for (components/layout/app-layout.tsx);
// sonner's toaster shows toasts made before it subscribed.
let toasterWanted = false;
/** The toast on screen, also kept here: when sonner cannot load (no network), the layout shows it plainly. */
let shown: ShownNotice | undefined;
const toasterListeners = new Set<() => void>();

export interface ShownNotice {
  kind: Kind;
  title: string;
  description?: string;
}

function changed(): void {
  for (const listener of toasterListeners) listener();
}

/** For useSyncExternalStore: whether a toast has been asked for yet, and which one is shown. */
export const toasterState = {
  subscribe(listener: () => void): () => void {
    toasterListeners.add(listener);
    return () => toasterListeners.delete(listener);
  },
  wanted: (): boolean => toasterWanted,
  shown: (): ShownNotice | undefined => shown,
  /** Nothing is asked for in server-rendered markup (or in the first render that hydrates it). */
  wantedOnServer: (): boolean => false,
  shownOnServer: (): undefined => undefined,
};

interface ShowOptions {
  duration?: number;
  /** A button in the toast, e.g. to go back to what was just left. */
  action?: { label: string; onClick: () => void };
}

function show(kind: Kind, notice: NoticeText | string, options?: ShowOptions): void {
  const { title, description } = typeof notice === 'string' ? { title: notice, description: undefined } : notice;
  toasterWanted = true;
  shown = { kind, title, description };
  changed();
  import('sonner').then(
    ({ toast }) => {
      toast.dismiss();
      toast[kind](title, { description, duration: options?.duration, action: options?.action });
    },
    () => undefined, // Not loaded (offline): the layout shows `shown` without sonner.
  );
}

/** For tests: no toast asked for or shown, as on a fresh page load. */
export function resetToasts(): void {
  toasterWanted = false;
  shown = undefined;
  changed();
  import('sonner').then(({ toast }) => toast.dismiss());
}

export const notify = {
  success: (notice: NoticeText | string, options?: ShowOptions) => show('success', notice, options),
  error: (notice: NoticeText | string, options?: ShowOptions) => show('error', notice, options),
  info: (notice: NoticeText | string, options?: ShowOptions) => show('info', notice, options),
  /** Takes down the toast on screen, e.g. an error the visitor has since put right. */
  dismiss: (): void => {
    if (shown) {
      shown = undefined;
      changed();
    }
    if (toasterWanted)
      import('sonner').then(
        ({ toast }) => toast.dismiss(),
        () => undefined,
      );
  },
};
