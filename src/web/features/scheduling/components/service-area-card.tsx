import { MapPin, MapPinOff } from 'lucide-react';
import { serviceCities } from '#src/shared/core/cities.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { Badge } from '#src/web/components/ui/badge.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { useServiceArea, useSetCityPaused } from '#src/web/features/scheduling/api/service-area-api.ts';
import { notifyFailed } from '#src/web/features/scheduling/lib/notify-failed.ts';
import { notify } from '#src/web/lib/toast.ts';

// Issue 23 (decision 057): staff pause a city while no truck covers it, and resume it. Households
// there see it "not yet served"; requests already booked keep their day.

export function ServiceAreaCard() {
  const area = useServiceArea();
  const change = useSetCityPaused();
  const paused = new Set(area.data?.paused ?? []);
  const toggle = (city: string) => {
    const pause = !paused.has(city);
    change.mutate(
      { city, paused: pause },
      {
        onSuccess: () =>
          notify.success({
            title: pause ? m['scheduling.cityPausedTitle']() : m['scheduling.cityResumedTitle'](),
            description: pause ? m['scheduling.cityPaused']({ city }) : m['scheduling.cityResumed']({ city }),
          }),
        onError: notifyFailed,
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m['scheduling.serviceAreaTitle']()}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="max-w-2xl text-sm text-muted">{m['scheduling.serviceAreaIntro']()}</p>
        <ul
          className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3"
          aria-label={m['scheduling.serviceAreaTitle']()}
        >
          {serviceCities.map((city) => (
            <li
              key={city}
              className="flex items-center justify-between gap-2 rounded-xl border border-brand-100 px-3 py-2"
            >
              <span className="font-semibold">
                {city} {paused.has(city) && <Badge tone="amber">{m['scheduling.cityPausedBadge']()}</Badge>}
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={!area.data || change.isPending}
                aria-label={
                  paused.has(city) ? m['scheduling.resumeCityOf']({ city }) : m['scheduling.pauseCityOf']({ city })
                }
                onClick={() => toggle(city)}
              >
                {paused.has(city) ? <MapPin /> : <MapPinOff />}
                {paused.has(city) ? m['scheduling.resumeCity']() : m['scheduling.pauseCity']()}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
