import { useQueryClient } from '@tanstack/react-query';
import { Loader2, PackageSearch, Search } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isTrackingNumber } from '#src/shared/core/tracking-number.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { trackingNumberField, trackingResultPath, trackPath } from '#src/shared/tracking/paths.ts';
import type { TrackLookup } from '#src/shared/tracking/tracking.schema.ts';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { getTracking, trackingKeys } from '#src/web/features/tracking/api/get-tracking.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { readSession, storageKeys } from '#src/web/lib/browser-storage.ts';
import { lazyZodResolver, saysWhenUnreachable } from '#src/web/lib/lazy-zod-resolver.ts';
import { usePaintedForm } from '#src/web/lib/painted-form.ts';
import { notify } from '#src/web/lib/toast.ts';

// The schema comes with zod when someone starts on the form, not with the page (issue 25): the page
// hydrates without them, which the first slow-phone tasks felt.
const lookupResolver = lazyZodResolver(() =>
  import('#src/shared/tracking/tracking.schema.ts').then((schemas) => schemas.trackLookupSchema),
);
const prepareLookup = () => lookupResolver.prepare();

const notFound = () => ({ title: m['tracking.errorTitle'](), description: m['tracking.notFound']() });
const requestFailed = () => ({ title: m['core.titleError'](), description: m['tracking.requestFailed']() });

/**
 * product.md §2 "Track screen" (/track and /event/:venue/track). Pre-rendered at build time: nothing
 * here may touch window or storage while rendering, only in handlers.
 */
export default function TrackPage() {
  const { venue } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Issue 25: the form is a plain GET form too. The server redirects a known number to its result
  // page; a number it does not know comes back here, in the address, with product.md's message.
  const [search] = useSearchParams();
  const asked = search.get(trackingNumberField);
  const {
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<TrackLookup, unknown, { trackingNumber: string }>({
    defaultValues: { trackingNumber: asked ?? '' },
    resolver: lookupResolver,
    reValidateMode: 'onSubmit',
  });
  // Issue 36: a number typed before the app took the form over is the form's number.
  const painted = usePaintedForm(setValue);
  const [pending, setPending] = useState(false);

  // product.md §5 "Track lookup": an empty number is marked on the field and said in a toast.
  const track = saysWhenUnreachable(
    handleSubmit(
      (values) => lookUp(values.trackingNumber),
      () => notify.error({ title: m['tracking.errorTitle'](), description: m['tracking.numberInvalid']() }),
    ),
  );

  async function lookUp(trackingNumber: string) {
    // Not 8 letters and digits: it cannot exist, and asking would only spend the visitor's lookups.
    if (!isTrackingNumber(trackingNumber)) {
      notify.error(notFound());
      return;
    }
    setPending(true);
    try {
      const result = await queryClient.fetchQuery({
        queryKey: trackingKeys.detail(trackingNumber),
        queryFn: () => getTracking(trackingNumber),
        staleTime: 30_000,
      });
      // An error from an earlier try would otherwise still cover the result's header.
      notify.dismiss();
      navigate(trackingResultPath(result.trackingNumber, result.eventSlug));
    } catch (failure) {
      setPending(false);
      if (!(failure instanceof ApiError)) notify.error(requestFailed());
      else if (failure.code === 'TRACKING_NOT_FOUND') notify.error(notFound());
      else if (failure.status === 429)
        notify.error({ title: m['core.titleTooManyRequests'](), description: failure.message });
      // product.md §4 "Result screen fallback": offline, the result screen can still show what this device saved.
      else if (failure.isNetwork && readSession<string>(storageKeys.trackingNumber) === trackingNumber)
        navigate(trackingResultPath(trackingNumber, venue));
      else
        notify.error(
          failure.isNetwork ? { title: m['core.titleError'](), description: failure.message } : requestFailed(),
        );
    }
  }

  return (
    <div className="container-page py-10 sm:py-16">
      <div className="mx-auto max-w-md">
        <div className="flex flex-col items-center text-center">
          <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-sm">
            <PackageSearch className="size-7" />
          </div>
          <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-brand-900">{m['tracking.trackTitle']()}</h1>
          <p className="mt-2 text-muted">{m['tracking.trackIntro']()}</p>
        </div>

        {asked !== null && (
          <div className="mt-6">
            <Alert tone="error" title={m['tracking.errorTitle']()}>
              {asked.trim() ? m['tracking.notFound']() : m['tracking.numberInvalid']()}
            </Alert>
          </div>
        )}

        <form
          {...painted}
          method="get"
          action={trackPath(venue)}
          onSubmit={track}
          onFocus={prepareLookup}
          onPointerDown={prepareLookup}
          noValidate
          className="mt-8 space-y-4 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm"
        >
          <Field
            label={m['tracking.numberLabel']()}
            // The schema names its one problem by key (tracking.schema.ts).
            error={errors.trackingNumber?.message && m['tracking.numberInvalid']()}
          >
            {(fieldProps) => (
              <Controller
                control={control}
                name="trackingNumber"
                render={({ field }) => (
                  <Input
                    {...fieldProps}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(e) => field.onChange(e.target.value.toUpperCase())}
                    placeholder={m['tracking.numberPlaceholder']()}
                    autoComplete="off"
                    autoCapitalize="characters"
                    autoCorrect="off"
                    spellCheck={false}
                    maxLength={20}
                    className="text-center font-mono text-xl font-semibold tracking-[0.2em] placeholder:font-sans placeholder:text-base placeholder:font-normal placeholder:tracking-normal"
                  />
                )}
              />
            )}
          </Field>
          {/* Enabled before the app runs: the browser then sends the form itself (issue 25). */}
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? <Loader2 className="animate-spin" /> : <Search />}
            {m['tracking.trackOrder']()}
          </Button>
        </form>

        <p className="mt-6 text-center text-sm text-muted">{m['tracking.lostNumber']()}</p>
      </div>
    </div>
  );
}
