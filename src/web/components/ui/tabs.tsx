import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '#src/web/lib/cn.ts';

export interface TabItem<Key extends string> {
  key: Key;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs, only the chosen
 * panel is rendered. The chosen key is the caller's, so it can live in the URL.
 */
export function Tabs<Key extends string>({
  items,
  value,
  onChange,
  label,
}: {
  items: readonly TabItem<Key>[];
  value: Key;
  onChange: (key: Key) => void;
  label: string;
}) {
  const id = useId();
  const tabRefs = useRef(new Map<Key, HTMLButtonElement>());
  const current = items.find((item) => item.key === value) ?? items[0];

  function onKeyDown(event: KeyboardEvent) {
    const index = items.findIndex((item) => item.key === current?.key);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    if (!next) return;
    onChange(next.key);
    tabRefs.current.get(next.key)?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="grid auto-cols-fr grid-flow-col gap-1 rounded-2xl bg-brand-50 p-1"
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const selected = item.key === current?.key;
          return (
            <button
              key={item.key}
              ref={(node) => {
                if (node) tabRefs.current.set(item.key, node);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.key)}
              className={cn(
                'min-h-11 rounded-xl px-2 py-1.5 text-sm leading-tight font-semibold transition-colors',
                selected ? 'bg-white text-brand-900 shadow-sm' : 'text-brand-700 hover:bg-white/60',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${id}-panel-${current.key}`}
          aria-labelledby={`${id}-tab-${current.key}`}
          className="pt-5"
        >
          {current.panel}
        </div>
      )}
    </div>
  );
}
