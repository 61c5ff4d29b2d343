import { UserPen } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import { type Profile, type ProfileFormFields, profileFormProblems } from '#src/shared/accounts/profile.schema.ts';
import { formatPhoneInput } from '#src/shared/core/phone.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { PrivacyNote } from '#src/web/components/layout/privacy-note.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { Card, CardContent } from '#src/web/components/ui/card.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { useProfile, useUpdateProfile } from '#src/web/features/account/api/account-api.ts';
import { AccountFormHeading } from '#src/web/features/account/components/account-card.tsx';
import { CityAndAddressFields, PhoneField } from '#src/web/features/account/components/contact-fields.tsx';
import { LoadFailed } from '#src/web/features/account/components/load-failed.tsx';
import { MyDataCard } from '#src/web/features/account/components/my-data-card.tsx';
import { RequireCustomer, useSessionLost } from '#src/web/features/account/components/require-customer.tsx';
import { SavedTrackingNumbers } from '#src/web/features/account/components/saved-tracking-numbers.tsx';
import { noticeForError } from '#src/web/features/account/lib/error-notice.ts';
import { problemsResolver } from '#src/web/lib/problems-resolver.ts';
import { said } from '#src/web/lib/said.ts';
import { notify } from '#src/web/lib/toast.ts';

// spec §2 "Profile (/profile)", §3 "User profile", §4 "Profile loading" (the server fills a missing
// name or address), §5 "Profile form"; DESIGN §6.13: barangay and street address for the crew.

export default function ProfilePage() {
  return (
    <RequireCustomer>
      <ProfileScreen />
    </RequireCustomer>
  );
}

function ProfileScreen() {
  const profile = useProfile();
  useSessionLost([profile.error]);
  return (
    <div className="container-page max-w-2xl space-y-6 py-8 sm:py-10">
      <Card>
        <CardContent className="space-y-5">
          <AccountFormHeading icon={UserPen} title={m['accounts.editProfile']()}>
            {m['accounts.editProfileIntro']()}
          </AccountFormHeading>
          {profile.isPending ? (
            <Skeleton className="h-72 w-full" />
          ) : profile.isError ? (
            <LoadFailed notice={said(accountNotices.profileUnavailable)} onRetry={() => profile.refetch()} />
          ) : (
            <ProfileForm profile={profile.data} />
          )}
        </CardContent>
      </Card>
      <section className="space-y-3" aria-labelledby="saved-numbers-heading">
        <h2 id="saved-numbers-heading" className="text-xl font-bold">
          {m['accounts.myTrackingNumbers']()}
        </h2>
        <SavedTrackingNumbers variant="profile" />
      </section>
      <MyDataCard />
    </div>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<ProfileFormFields>({
    defaultValues: {
      name: profile.name,
      phone: formatPhoneInput(profile.phone),
      city: profile.city,
      address: profile.address,
      postalCode: profile.postalCode,
      barangay: profile.barangay,
      streetAddress: profile.streetAddress,
    },
    resolver: problemsResolver(profileFormProblems),
    reValidateMode: 'onSubmit',
  });

  const submit = handleSubmit(
    (values) =>
      update.mutate(values, {
        onSuccess: () => notify.success(said(accountNotices.profileUpdated)),
        onError: (error) => notify.error(noticeForError(error, said(accountNotices.profileUpdateFailed))),
      }),
    () => {
      const first = profileFormProblems(getValues())[0];
      if (first) notify.error(said(first.notice));
    },
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={m['accounts.fullName']()} error={errors.name?.message}>
        {(p) => <Input {...p} autoComplete="name" {...register('name')} />}
      </Field>
      <PhoneField control={control} error={errors.phone} />
      <CityAndAddressFields city={register('city')} address={register('address')} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m['accounts.streetAddress']()} error={errors.streetAddress?.message}>
          {(p) => <Input {...p} autoComplete="address-line1" {...register('streetAddress')} />}
        </Field>
        <Field label={m['accounts.barangay']()} error={errors.barangay?.message}>
          {(p) => <Input {...p} autoComplete="address-level3" {...register('barangay')} />}
        </Field>
      </div>
      <Field label={m['accounts.postalCode']()} error={errors.postalCode?.message} className="sm:max-w-48">
        {(p) => (
          <Input {...p} inputMode="numeric" autoComplete="postal-code" maxLength={4} {...register('postalCode')} />
        )}
      </Field>
      <PrivacyNote />
      <Button type="submit" className="w-full sm:w-auto" disabled={update.isPending}>
        {update.isPending ? m['accounts.saving']() : m['accounts.saveProfile']()}
      </Button>
    </form>
  );
}
