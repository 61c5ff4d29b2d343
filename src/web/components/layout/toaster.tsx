import { Toaster as Sonner } from 'sonner';

// product.md §9: one toast visible at a time. Issue 15: it sits just below the sticky header (h-16,
// 64 px), on a phone too, so it never covers the header's Track and menu buttons.
const belowHeader = { top: 72 } as const;

export default function Toaster() {
  return (
    <Sonner
      position="top-center"
      offset={belowHeader}
      mobileOffset={belowHeader}
      visibleToasts={1}
      richColors
      closeButton
    />
  );
}
