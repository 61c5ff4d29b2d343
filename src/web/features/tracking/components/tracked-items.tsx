import { m } from '#src/shared/i18n/messages.ts';
import { ItemImage } from './item-image.tsx';

export interface ItemView {
  id: string;
  name: string;
  condition: string;
  thumbUrl?: string;
  /** Issue 27: what the crew did with it at the door, once picked up. */
  load?: 'loaded' | 'left-behind';
}

/** spec §2 "Your Decluttered Items": image, name and condition of each photo. */
export function TrackedItems({ items }: { items: ItemView[] }) {
  return (
    <section aria-labelledby="items-title" className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <h2 id="items-title" className="flex items-baseline justify-between text-lg font-bold">
        {m['tracking.itemsTitle']()}
        <span className="text-sm font-medium text-muted">{items.length}</span>
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{m['tracking.noItems']()}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 rounded-xl border border-brand-100 p-2">
              <ItemImage
                src={item.thumbUrl}
                alt={item.name}
                className="size-16 shrink-0 rounded-lg bg-brand-50 object-cover"
              />
              <div className="min-w-0">
                <p className="truncate font-semibold">{item.name}</p>
                <p className="truncate text-sm text-muted">{item.condition}</p>
                {item.load && (
                  <p
                    className={
                      item.load === 'loaded'
                        ? 'text-sm font-semibold text-brand-700'
                        : 'text-sm font-semibold text-amber-800'
                    }
                  >
                    {item.load === 'loaded' ? m['tracking.itemLoaded']() : m['tracking.itemLeftBehind']()}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
