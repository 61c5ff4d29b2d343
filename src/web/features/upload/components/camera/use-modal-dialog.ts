import { useEffect, useRef } from 'react';

/**
 * Shows a <dialog> as a modal while the component is mounted, and keeps the page behind it from
 * scrolling. A modal dialog sits in the top layer, above the header and the toasts.
 */
export function useModalDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog?.open) dialog.close();
    };
  }, []);
  return dialogRef;
}
