import { MapPin, MessageSquare, Phone } from 'lucide-react';
import { useState } from 'react';
import { itemName } from '#src/shared/core/item-display.ts';
import type { CrewActionKind, CrewStop, LeftBehindReason, StopItem, StopState } from '#src/shared/crew/crew.schema.ts';
import { etaChoices, leftBehindReasons } from '#src/shared/crew/crew.schema.ts';
import { placeMapUrl } from '#src/shared/crew/paths.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { Badge, type Tone } from '#src/web/components/ui/badge.tsx';
import { Button, buttonClass } from '#src/web/components/ui/button.tsx';

// One stop on the crew's phone (issue 27): who, where, when, the items with the staff's verdicts,
// and the steps. Big targets: it is used standing at a gate with one hand.

export type Step = { kind: CrewActionKind; photoId?: string; reason?: LeftBehindReason; etaMinutes?: number };

const stateText: Record<StopState, () => string> = {
  scheduled: m['crew.stateScheduled'],
  'on-the-way': m['crew.stateOnTheWay'],
  arrived: m['crew.stateArrived'],
  'nobody-home': m['crew.stateNobodyHome'],
  done: m['crew.stateDone'],
};
const stateTone: Record<StopState, Tone> = {
  scheduled: 'gray',
  'on-the-way': 'blue',
  arrived: 'purple',
  'nobody-home': 'amber',
  done: 'green',
};
const reasonText: Record<LeftBehindReason, () => string> = {
  refused: m['crew.reasonRefused'],
  'not-there': m['crew.reasonNotThere'],
  'changed-mind': m['crew.reasonChangedMind'],
  'not-taken': m['crew.reasonNotTaken'],
};

/** Decision 086: staff's "Can't take" first for an item staff refused; never for any other. */
function reasonsFor(verdict: string | null): LeftBehindReason[] {
  const atTheDoor = leftBehindReasons.filter((reason) => reason !== 'not-taken');
  return verdict === 'reject' ? ['not-taken', ...atTheDoor] : atTheDoor;
}

export function stateLabel(state: StopState): string {
  return stateText[state]();
}
export function stateToneOf(state: StopState): Tone {
  return stateTone[state];
}

function verdictBadge(verdict: string | null) {
  switch (verdict) {
    case 'accept':
      return <Badge tone="green">{m['crew.verdictAccept']()}</Badge>;
    case 'recycle':
      return <Badge tone="blue">{m['crew.verdictRecycle']()}</Badge>;
    case 'reject':
      return <Badge tone="red">{m['crew.verdictReject']()}</Badge>;
    default:
      return <Badge>{m['crew.verdictNone']()}</Badge>;
  }
}

// Three door actions side by side on a 390 px phone: the icon sits above the label so a Filipino
// word ("Tawagan") fits its third of the row instead of running out of the button (issue 24).
const doorButton = buttonClass('outline', 'sm', 'flex-col');

export function StopCard({
  stop,
  number,
  waiting,
  onStep,
}: {
  stop: CrewStop;
  number: number;
  /** Steps of this stop not sent yet. */
  waiting: number;
  onStep: (step: Step) => void;
}) {
  const [eta, setEta] = useState<number>(30);
  const [confirming, setConfirming] = useState(false);
  const atDoor = stop.state === 'scheduled' || stop.state === 'on-the-way' || stop.state === 'arrived';
  // Decision 086: an item staff marked "Can't take" stays at the door unless the crew loads it.
  const allMarked = stop.items.every((i) => i.load !== null || i.verdict === 'reject');
  const where = [stop.address, stop.barangay, stop.city, stop.postalCode].filter(Boolean).join(', ');
  const headingId = `stop-${stop.trackingNumber}`;

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-muted uppercase">{m['crew.stopNumber']({ number })}</p>
          <h2 id={headingId} className="text-lg font-bold">
            {stop.name}
          </h2>
          <p className="text-sm font-semibold">
            {m['crew.windowLabel']()}: {stop.window ?? '—'}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge tone={stateTone[stop.state]}>{stateText[stop.state]()}</Badge>
          {waiting > 0 && <Badge tone="amber">{m['crew.waitingBadge']()}</Badge>}
          {stop.noPin && <Badge tone="gray">{m['crew.noPin']()}</Badge>}
        </div>
      </header>
      <div className="text-sm">
        <p>{where}</p>
        {stop.landmark && (
          <p className="text-muted">
            {m['crew.landmarkLabel']()}: {stop.landmark}
          </p>
        )}
      </div>
      <div className="grid grid-cols-3 gap-2">
        <a className={doorButton} href={placeMapUrl(stop)} target="_blank" rel="noreferrer">
          <MapPin />
          {m['crew.openMap']()}
        </a>
        {stop.phone && (
          <>
            <a className={doorButton} href={`tel:${stop.phone}`}>
              <Phone />
              {m['crew.call']()}
            </a>
            <a className={doorButton} href={`sms:${stop.phone}`}>
              <MessageSquare />
              {m['crew.text']()}
            </a>
          </>
        )}
      </div>

      <section aria-label={m['crew.itemsTitle']()} className="space-y-2">
        <h3 className="text-sm font-bold">{m['crew.itemsTitle']()}</h3>
        <ul className="space-y-2">
          {stop.items.map((item, index) => (
            <ItemRow key={item.id} item={item} position={index + 1} open={atDoor} onStep={onStep} />
          ))}
        </ul>
      </section>

      {atDoor && (
        <div className="space-y-2">
          {stop.state === 'scheduled' && (
            // Wraps: "Papunta na" beside Filipino's longer "Darating sa loob ng" broke over two lines.
            <div className="flex flex-wrap gap-2">
              <label className="flex items-center gap-2 text-sm">
                {m['crew.etaLabel']()}
                <select
                  className="rounded-lg border border-brand-200 px-2 py-2"
                  value={eta}
                  onChange={(e) => setEta(Number(e.target.value))}
                >
                  {etaChoices.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {m['crew.etaMinutes']({ minutes })}
                    </option>
                  ))}
                </select>
              </label>
              <Button
                size="lg"
                className="min-w-36 flex-1 whitespace-nowrap"
                onClick={() => onStep({ kind: 'on-the-way', etaMinutes: eta })}
              >
                {m['crew.onTheWay']()}
              </Button>
            </div>
          )}
          {stop.state !== 'arrived' && (
            <Button size="lg" variant="secondary" className="w-full" onClick={() => onStep({ kind: 'arrived' })}>
              {m['crew.arrived']()}
            </Button>
          )}
          {stop.state === 'arrived' && (
            <>
              <Button size="lg" className="w-full" disabled={!allMarked} onClick={() => onStep({ kind: 'done' })}>
                {m['crew.done']()}
              </Button>
              {!allMarked && <p className="text-sm text-muted">{m['crew.doneNeedsItems']()}</p>}
            </>
          )}
          {confirming ? (
            <div
              role="alertdialog"
              aria-label={m['crew.nobodyHome']()}
              className="space-y-2 rounded-xl bg-amber-50 p-3"
            >
              <p className="text-sm font-semibold text-amber-900">{m['crew.nobodyHomeConfirm']()}</p>
              <div className="flex gap-2">
                <Button
                  variant="destructive"
                  onClick={() => {
                    setConfirming(false);
                    onStep({ kind: 'nobody-home' });
                  }}
                >
                  {m['crew.confirm']()}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  {m['crew.cancel']()}
                </Button>
              </div>
            </div>
          ) : (
            <Button size="lg" variant="outline" className="w-full" onClick={() => setConfirming(true)}>
              {m['crew.nobodyHome']()}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

function ItemRow({
  item,
  position,
  open,
  onStep,
}: {
  item: StopItem;
  /** Its place in the request: an unnamed photo is "Photo 2" (issue 24). */
  position: number;
  open: boolean;
  onStep: (step: Step) => void;
}) {
  const [choosing, setChoosing] = useState(false);
  const name = itemName(item.name, position);
  return (
    <li className="space-y-2 rounded-xl border border-brand-100 p-2" aria-label={name}>
      <div className="flex items-center gap-3">
        <a href={item.url} target="_blank" rel="noreferrer" className="shrink-0">
          <img src={item.thumbUrl} alt={name} className="size-16 rounded-lg bg-brand-50 object-cover" />
        </a>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{name}</p>
          <div className="flex flex-wrap items-center gap-1">
            {verdictBadge(item.verdict)}
            {item.load === 'loaded' && <Badge tone="green">{m['crew.loaded']()}</Badge>}
            {item.load === 'left-behind' && (
              <Badge tone="amber">
                {m['crew.leftBehind']()}
                {item.leftReason ? ` · ${reasonText[item.leftReason]()}` : ''}
              </Badge>
            )}
          </div>
          {item.verdictNote && <p className="text-xs text-muted">{item.verdictNote}</p>}
        </div>
      </div>
      {open && (
        <div className="grid grid-cols-2 gap-2">
          <Button
            variant={item.load === 'loaded' ? 'primary' : 'outline'}
            onClick={() => {
              setChoosing(false);
              onStep({ kind: 'loaded', photoId: item.id });
            }}
          >
            {m['crew.loaded']()}
          </Button>
          <Button variant={item.load === 'left-behind' ? 'primary' : 'outline'} onClick={() => setChoosing((c) => !c)}>
            {m['crew.leftBehind']()}
          </Button>
        </div>
      )}
      {open && choosing && (
        <fieldset className="space-y-1">
          <legend className="text-sm font-semibold">{m['crew.leftBehindReason']()}</legend>
          {reasonsFor(item.verdict).map((reason) => (
            <Button
              key={reason}
              variant="ghost"
              className="w-full justify-start"
              onClick={() => {
                setChoosing(false);
                onStep({ kind: 'left-behind', photoId: item.id, reason });
              }}
            >
              {reasonText[reason]()}
            </Button>
          ))}
        </fieldset>
      )}
    </li>
  );
}
