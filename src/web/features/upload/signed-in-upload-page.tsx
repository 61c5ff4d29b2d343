import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Sparkles } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { profileFallbacks } from '#src/shared/accounts/messages.ts';
import { accountPages } from '#src/shared/accounts/paths.ts';
import type { Profile } from '#src/shared/accounts/profile.schema.ts';
import { itemName } from '#src/shared/core/item-display.ts';
import { displayPhone } from '#src/shared/core/phone.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import { isServedNow } from '#src/shared/scheduling/served-now.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { type OwnerDetails, ownerDetailsSchema } from '#src/shared/submissions/submission.schema.ts';
import { PageLoading } from '#src/web/components/layout/page-loading.tsx';
import { PrivacyNote } from '#src/web/components/layout/privacy-note.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { useProfile } from '#src/web/features/accounts/api/account-api.ts';
import { usePausedCities } from '#src/web/features/scheduling/api/service-area-api.ts';
import { AddressFields, LocationNotAvailableDialog } from '#src/web/features/scheduling/components/address-fields.tsx';
import { PinField } from '#src/web/features/scheduling/components/pin-field.tsx';
import { usePhotoAnalyses } from '#src/web/features/upload/api/analysis-api.ts';
import { ItemPanel } from '#src/web/features/upload/components/item-panel.tsx';
import { PhotoCaptureCard } from '#src/web/features/upload/components/photo-capture-card.tsx';
import { PickupWindowField } from '#src/web/features/upload/components/pickup-window-field.tsx';
import { type FormProblem, firstFormProblem, problemText } from '#src/web/features/upload/lib/form-problems.ts';
import { type ItemEntry, itemFields } from '#src/web/features/upload/lib/item-entries.ts';
import type { LocalPhoto } from '#src/web/features/upload/lib/photo-store.ts';
import { usePhotoList } from '#src/web/features/upload/lib/photo-store.ts';
import {
  addressFromProfile,
  ownerFromProfile,
  type ProfileGap,
  profileGap,
} from '#src/web/features/upload/lib/profile-owner.ts';
import { submitRequest, useSubmitting } from '#src/web/features/upload/lib/submit-request.ts';
import { meQueryKeys } from '#src/web/lib/me-query-keys.ts';
import { useCurrentUser } from '#src/web/lib/session.ts';
import { notify } from '#src/web/lib/toast.ts';

// What the signed-in screen asks for this request: where to go, and in which pickup window (issue
// 15, as the guest form). Name, e-mail and phone come from the profile (product.md §7 "Submission save");
// the form holds them too, unchecked, so the window field can share the guest form's shape.
const pickupPlaceSchema = ownerDetailsSchema.pick({
  city: true,
  address: true,
  barangay: true,
  landmark: true,
  postalCode: true,
  pickupDate: true,
  pickupWindowId: true,
  pin: true,
});

const gapNotices: Record<ProfileGap, () => { title: string; description: string }> = {
  phone: () => ({ title: m['submissions.missingPhoneTitle'](), description: m['submissions.missingPhone']() }),
  address: () => ({ title: m['submissions.missingAddressTitle'](), description: m['submissions.missingAddress']() }),
};

/** product.md §2 "Logged-in upload screen" (issue 12); the router puts it behind the SignedInOnly guard. */
export default function SignedInUploadPage() {
  const navigate = useNavigate();
  const profile = useProfile();
  const gap = profile.data ? profileGap(profile.data) : null;

  // product.md §8: a signed-in person without a phone goes to /profile with "Missing Phone Number"; we do
  // the same for an address instead of saving product.md's placeholder "Logged In User".
  useEffect(() => {
    if (!gap) return;
    notify.error(gapNotices[gap]());
    navigate(accountPages.profile, { replace: true });
  }, [gap, navigate]);

  if (profile.isError) {
    return (
      <div className="container-page py-10 text-center" role="alert">
        <p className="font-semibold">{m['accounts.profileUnavailableTitle']()}</p>
        <p className="text-muted">{m['accounts.profileUnavailable']()}</p>
      </div>
    );
  }
  if (!profile.data || gap) return <PageLoading />;
  return <SignedInUpload profile={profile.data} />;
}

function SignedInUpload({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const list = usePhotoList();
  const submitting = useSubmitting();
  const [entries, setEntries] = useState<Record<string, ItemEntry>>({});
  const [locationDialog, setLocationDialog] = useState(false);
  const paused = usePausedCities();
  // The same 7–30 days as the guest form (src/shared/scheduling/pickup-window.ts).
  const dates = useMemo(() => pickupWindow(), []);
  // The card names the photo as the Item field does (issue 24: not "Item 1" beside "Wooden chair").
  const nameOfPhoto = (photo: LocalPhoto, index: number) =>
    itemName((photo.saved && entries[photo.saved.id]?.itemName) || photo.saved?.label, index + 1);
  // product.md §7: the day is 7 days from today; a day without room offers the nearest with some.
  // Issue 37: the profile's pin too, for this request only (the household may remove or move it).
  const defaultValues = useMemo(
    (): OwnerDetails => ({
      ...ownerFromProfile(profile, user?.email ?? '', addressFromProfile(profile), profileFallbacks.name),
      ...(profile.pin ? { pin: profile.pin } : {}),
    }),
    [profile, user?.email],
  );
  const {
    register,
    control,
    setValue,
    watch,
    handleSubmit,
    formState: { errors },
  } = useForm<OwnerDetails>({
    defaultValues,
    // raw: the form's own values, of which the shared schema checks the place and the window.
    resolver: zodResolver(pickupPlaceSchema, undefined, { raw: true }) as unknown as Resolver<OwnerDetails>,
  });

  const uploadedIds = list.photos.flatMap((p) => (p.saved ? [p.saved.id] : []));
  const analyses = usePhotoAnalyses(uploadedIds);
  const photosBusy = list.photos.some((p) => p.status === 'processing' || p.status === 'uploading');
  const current = list.photos[list.currentIndex];
  const currentId = current?.saved?.id;

  function show(problem: FormProblem | null) {
    if (!problem) return;
    if (problem.kind === 'location-unavailable') setLocationDialog(true);
    else if (problem.field === 'phone') {
      // The profile's phone was refused: the profile is where to put it right.
      notify.error(gapNotices.phone());
      navigate(accountPages.profile);
    } else notify.error(problem.notice);
  }

  const submit = handleSubmit(
    async (values) => {
      if (!isServedNow(values.city, paused)) return setLocationDialog(true);
      const missing = firstFormProblem({}, uploadedIds.length);
      if (missing) return show(missing);
      // The profile's name, e-mail and phone, never the form's copy of them.
      const { name: _name, email: _email, phone: _phone, pickupDate, pickupWindowId, ...place } = values;
      const owner: OwnerDetails = {
        ...ownerFromProfile(profile, user?.email ?? '', place, profileFallbacks.name),
        pickupDate,
        ...(pickupWindowId ? { pickupWindowId } : {}),
      };
      const items = uploadedIds.map((photoId) => ({
        photoId,
        ...itemFields(entries[photoId], analyses.get(photoId)),
      }));
      const outcome = await submitRequest(owner, undefined, { items });
      if (outcome.kind === 'refused') return show(outcome.problem);
      if (outcome.kind === 'submitted') {
        // The dashboard lists it at once.
        void queryClient.invalidateQueries({ queryKey: meQueryKeys.all });
        notify.success({
          title: m['submissions.submissionSuccessTitle'](),
          description: m['submissions.submissionSuccess'](),
        });
        navigate(submissionPages.submitted);
      }
    },
    (fieldErrors) => show(firstFormProblem(fieldErrors, uploadedIds.length)),
  );

  const firstField = (['city', 'address', 'barangay', 'landmark', 'postalCode', 'pickupDate'] as const).find(
    (field) => errors[field]?.message,
  );
  const errorOf = (field: keyof OwnerDetails) =>
    field === firstField ? problemText(errors[field]?.message) : undefined;
  const blocking = submitting
    ? m['submissions.submittingRequest']()
    : photosBusy
      ? m['submissions.uploadingPhoto']()
      : null;

  return (
    <div className="container-page pb-10 pt-6 sm:pt-8">
      <header className="mb-6 sm:mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          {m['submissions.signedInTitle']()}
        </h1>
        <p className="mt-2 max-w-xl text-muted">{m['submissions.signedInIntro']()}</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <PhotoCaptureCard list={list} nameOf={nameOfPhoto}>
          {current && (
            <ItemPanel
              key={current.key}
              label={nameOfPhoto(current, list.currentIndex)}
              uploaded={currentId !== undefined}
              analysis={currentId ? analyses.get(currentId) : undefined}
              entry={currentId ? entries[currentId] : undefined}
              onChange={(entry) => currentId && setEntries((all) => ({ ...all, [currentId]: entry }))}
            />
          )}
        </PhotoCaptureCard>

        <Card>
          <CardHeader>
            <CardTitle>{m['submissions.pickupAddress']()}</CardTitle>
            <p className="mt-1 text-sm text-muted">
              {m['submissions.pickupFor']({
                name: profile.name || profileFallbacks.name,
                phone: displayPhone(profile.phone),
                city: profile.city,
              })}
            </p>
            <p className="text-sm text-muted">{m['submissions.pickupAddressHint']()}</p>
          </CardHeader>
          <CardContent>
            <form onSubmit={submit} noValidate className="space-y-5" aria-label={m['submissions.pickupAddress']()}>
              <AddressFields register={register} errorOf={errorOf} onUnserved={() => setLocationDialog(true)} />
              {/* Issue 37: an optional pin beside the address. */}
              <PinField value={watch('pin')} onChange={(pin) => setValue('pin', pin, { shouldDirty: true })} />
              {/* Issue 23: the day, right above that day's windows; changing it shows its windows. */}
              <Field
                label={m['submissions.pickupDateLabel']()}
                error={errorOf('pickupDate')}
                hint={m['submissions.pickupDateHint']()}
              >
                {(fieldProps) => (
                  <Input {...fieldProps} type="date" min={dates.min} max={dates.max} {...register('pickupDate')} />
                )}
              </Field>
              <PickupWindowField control={control} setValue={setValue} />
              <PrivacyNote />
              <Button
                type="submit"
                size="lg"
                className="w-full"
                disabled={uploadedIds.length === 0 || photosBusy || submitting}
              >
                {submitting ? <LoaderCircle className="animate-spin" /> : <Sparkles />}
                {m['submissions.declutterForMe']()}
              </Button>
              {uploadedIds.length === 0 && !photosBusy && (
                <p className="text-center text-sm text-muted">{m['submissions.addPhotoToSubmit']()}</p>
              )}
            </form>
          </CardContent>
        </Card>
      </div>

      <LocationNotAvailableDialog open={locationDialog} onClose={() => setLocationDialog(false)} />
      {blocking && <BlockingOverlay text={blocking} />}
    </div>
  );
}

/** product.md §2: "A blocking overlay reading 'Uploading Photo' or 'Submitting Request'." Under the camera. */
function BlockingOverlay({ text }: { text: string }) {
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-ink/50 backdrop-blur-sm">
      <div
        className="flex items-center gap-3 rounded-2xl bg-white px-6 py-4 shadow-xl"
        role="status"
        aria-live="polite"
      >
        <LoaderCircle className="size-6 animate-spin text-brand-600" aria-hidden="true" />
        <p className="font-semibold text-brand-900">{text}</p>
      </div>
    </div>
  );
}
