import { conditionText, itemName } from '#src/shared/core/item-display.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { ItemImage } from './item-image.tsx';

export interface ItemView {
  id: string;
  name: string;
  condition: string;
  thumbUrl?: string;
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
          {items.map((item, index) => (
            <li key={item.id} className="flex items-center gap-3 rounded-xl border border-brand-100 p-2">
              <ItemImage
                src={item.thumbUrl}
                alt={itemName(item.name, index + 1)}
                className="size-16 shrink-0 rounded-lg bg-brand-50 object-cover"
              />
              <div className="min-w-0">
                <p className="truncate font-semibold">{itemName(item.name, index + 1)}</p>
                <p className="truncate text-sm text-muted">{conditionText(item.condition)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
