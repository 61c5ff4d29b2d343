import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Select } from '#src/web/components/ui/field.tsx';

/** The shared Select hides the native arrow; this puts one back so it reads as a choice. */
export function ChevronSelect(props: ComponentProps<typeof Select>) {
  return (
    <div className="relative">
      <Select {...props} />
      <ChevronDown
        className="pointer-events-none absolute right-3.5 top-1/2 size-5 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
    </div>
  );
}
