import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { m } from '#src/shared/i18n/messages.ts';
import { codingPlateEndings } from '#src/shared/scheduling/number-coding.ts';
import {
  type MetroManilaPoint,
  type Truck,
  type TruckDepotForm,
  type TruckForm,
  truckDepotFormSchema,
  truckFormSchema,
  truckFormTexts,
} from '#src/shared/scheduling/trucks.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import {
  useCreateTruck,
  useRetireTruck,
  useSetTruckDepot,
  useTrucks,
} from '#src/web/features/scheduling/api/pickup-windows-api.ts';
import { weekdayName } from '#src/web/features/scheduling/lib/weekdays.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { notify } from '#src/web/lib/toast.ts';

// Issue 15: the trucks and their plate's last digit; Schedule Pickup warns about their coding hours.

function failed(error: unknown) {
  notify.error({
    title: m['core.titleError'](),
    description: error instanceof ApiError ? error.message : m['core.somethingWentWrong'](),
  });
}

/** "Monday" for plate ending 1 under the MMDA rule; null when the digit is never coded. */
function codingDays(plateEnding: number): string | null {
  const days = Object.entries(codingPlateEndings)
    .filter(([, endings]) => endings.includes(plateEnding))
    .map(([weekday]) => weekdayName(Number(weekday)));
  return days.length > 0 ? days.join(', ') : null;
}

export function TrucksCard() {
  const trucks = useTrucks();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m['scheduling.trucksTitle']()}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <p className="max-w-2xl text-sm text-muted">{m['scheduling.trucksIntro']()}</p>
        <TruckList trucks={trucks.data?.trucks ?? []} />
        <AddTruckForm />
      </CardContent>
    </Card>
  );
}

function TruckList({ trucks }: { trucks: Truck[] }) {
  const retire = useRetireTruck();
  if (trucks.length === 0) return <p className="text-sm text-muted">{m['scheduling.noTrucks']()}</p>;
  return (
    <ul className="divide-y divide-brand-50 text-sm" aria-label={m['scheduling.trucksTitle']()}>
      {trucks.map((t) => {
        const days = codingDays(t.plateEnding);
        return (
          <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="basis-full sm:basis-auto">
              <span className="font-semibold">{t.name}</span> · {m['scheduling.plateEnding']()} {t.plateEnding} ·{' '}
              {days ? m['scheduling.codedOn']({ days }) : m['scheduling.notCoded']()}
            </span>
            <Button
              size="sm"
              variant="ghost"
              disabled={retire.isPending}
              aria-label={m['scheduling.removeTruckOf']({ name: t.name })}
              onClick={() =>
                retire.mutate(t.id, {
                  onSuccess: () =>
                    notify.success({
                      title: m['scheduling.truckRemovedTitle'](),
                      description: m['scheduling.truckRemoved'](),
                    }),
                  onError: failed,
                })
              }
            >
              <Trash2 />
              {m['scheduling.removeTruck']()}
            </Button>
            <DepotForm truck={t} />
          </li>
        );
      })}
    </ul>
  );
}

const depotText = (depot: MetroManilaPoint | null | undefined) =>
  depot ? `${depot.lat}, ${depot.lng}` : m['scheduling.depotNotSet']();

/** Issue 37: where the truck starts its day, the start of its route (PUT …/trucks/:id/depot). */
function DepotForm({ truck }: { truck: Truck }) {
  const save = useSetTruckDepot();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TruckDepotForm, unknown, MetroManilaPoint>({
    defaultValues: { lat: truck.depot ? String(truck.depot.lat) : '', lng: truck.depot ? String(truck.depot.lng) : '' },
    resolver: zodResolver(truckDepotFormSchema),
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit((depot) =>
    save.mutate(
      { id: truck.id, depot },
      {
        onSuccess: (saved) =>
          notify.success({ title: m['scheduling.depotTitle'](), description: m['scheduling.depotSaved'](saved) }),
        onError: failed,
      },
    ),
  );
  const error = fieldError(errors.lat?.message ?? errors.lng?.message, truckFormTexts);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`${m['scheduling.depotTitle']()}: ${truck.name}`}
      className="grid basis-full gap-2 rounded-xl bg-paper p-3 sm:grid-cols-3"
    >
      <p className="text-sm text-muted sm:col-span-3">
        {m['scheduling.depotTitle']()}: {depotText(truck.depot)}
      </p>
      <Field label={m['scheduling.depotLat']()} error={errors.lat ? error : undefined}>
        {(p) => <Input {...p} inputMode="decimal" placeholder="14.6507" {...register('lat')} />}
      </Field>
      <Field label={m['scheduling.depotLng']()} error={errors.lat ? undefined : error}>
        {(p) => <Input {...p} inputMode="decimal" placeholder="121.0494" {...register('lng')} />}
      </Field>
      <div className="flex items-end">
        <Button type="submit" size="sm" variant="outline" disabled={save.isPending} className="w-full">
          {m['scheduling.saveDepot']()}
        </Button>
      </div>
    </form>
  );
}

function AddTruckForm() {
  const create = useCreateTruck();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TruckForm, unknown, { name: string; plateEnding: number }>({
    defaultValues: { name: '', plateEnding: '' },
    resolver: zodResolver(truckFormSchema),
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (truck) => {
        notify.success({ title: m['scheduling.truckAddedTitle'](), description: m['scheduling.truckAdded'](truck) });
        reset();
      },
      onError: failed,
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-3">
      <Field label={m['scheduling.truckName']()} error={fieldError(errors.name?.message, truckFormTexts)}>
        {(p) => (
          <Input {...p} maxLength={60} placeholder={m['scheduling.truckNamePlaceholder']()} {...register('name')} />
        )}
      </Field>
      <Field label={m['scheduling.plateEnding']()} error={fieldError(errors.plateEnding?.message, truckFormTexts)}>
        {(p) => <Input {...p} inputMode="numeric" maxLength={1} {...register('plateEnding')} />}
      </Field>
      <div className="flex items-end">
        <Button type="submit" disabled={create.isPending} className="w-full">
          <Plus />
          {m['scheduling.addTruck']()}
        </Button>
      </div>
    </form>
  );
}
