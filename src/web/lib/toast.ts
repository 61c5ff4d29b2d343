import type { Notice } from '../../shared/messages.ts';

// sonner is loaded on first use so the landing page does not pay for it before it paints.
// spec §9: one toast at a time in the product's own toaster (the Toaster sets visibleToasts=1).
type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, notice: Notice | string, options?: { duration?: number }): void {
  const { title, description } = typeof notice === 'string' ? { title: notice, description: undefined } : notice;
  void import('sonner').then(({ toast }) => {
    toast.dismiss();
    toast[kind](title, { description, duration: options?.duration });
  });
}

export const notify = {
  success: (notice: Notice | string, options?: { duration?: number }) => show('success', notice, options),
  error: (notice: Notice | string, options?: { duration?: number }) => show('error', notice, options),
  info: (notice: Notice | string, options?: { duration?: number }) => show('info', notice, options),
};
