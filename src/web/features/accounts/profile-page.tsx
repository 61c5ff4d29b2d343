import { zodResolver } from '@hookform/resolvers/zod';
import { UserPen } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { accountFormTexts } from '#src/shared/accounts/form-rules.ts';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import { type Profile, type ProfileFormFields, profileFormSchema } from '#src/shared/accounts/profile.schema.ts';
import { formatPhoneInput } from '#src/shared/core/phone.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { PrivacyNote } from '#src/web/components/layout/privacy-note.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { Card, CardContent } from '#src/web/components/ui/card.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { useProfile, useUpdateProfile } from '#src/web/features/accounts/api/account-api.ts';
import { AccountFormHeading } from '#src/web/features/accounts/components/account-card.tsx';
import { PhoneField } from '#src/web/features/accounts/components/contact-fields.tsx';
import { LoadFailed } from '#src/web/features/accounts/components/load-failed.tsx';
import { MyDataCard } from '#src/web/features/accounts/components/my-data-card.tsx';
import { RequireCustomer, useSessionLost } from '#src/web/features/accounts/components/require-customer.tsx';
import { SavedTrackingNumbers } from '#src/web/features/accounts/components/saved-tracking-numbers.tsx';
import { noticeForError } from '#src/web/features/accounts/lib/error-notice.ts';
import { AddressFields } from '#src/web/features/scheduling/components/address-fields.tsx';
import { LazyPinField } from '#src/web/features/scheduling/components/lazy-pin-field.tsx';
import { fieldError } from '#src/web/lib/field-error.ts';
import { said, saidKey } from '#src/web/lib/said.ts';
import { notify } from '#src/web/lib/toast.ts';

// product.md §2 "Profile (/profile)", §3 "User profile", §4 "Profile loading" (the server fills a missing
// name), §5 "Profile form"; issue 23: the one pickup address (street, barangay, city, postal code,
// landmark) the signed-in upload starts from.

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
    setValue,
    watch,
    formState: { errors },
  } = useForm<ProfileFormFields>({
    defaultValues: {
      name: profile.name,
      phone: formatPhoneInput(profile.phone),
      city: profile.city,
      address: profile.address,
      barangay: profile.barangay,
      postalCode: profile.postalCode,
      landmark: profile.landmark,
      pin: profile.pin,
    },
    resolver: zodResolver(profileFormSchema),
    reValidateMode: 'onSubmit',
  });
  const errorText = (name: keyof ProfileFormFields) => fieldError(errors[name]?.message, accountFormTexts);

  const submit = handleSubmit(
    (values) =>
      update.mutate(values, {
        onSuccess: () => notify.success(said(accountNotices.profileUpdated)),
        onError: (error) => notify.error(noticeForError(error, said(accountNotices.profileUpdateFailed))),
      }),
    // The toast names the first broken rule in product.md's order; every field shows its own.
    () => {
      const first = profileFormSchema.safeParse(getValues()).error?.issues[0];
      if (first) notify.error(saidKey(first.message));
    },
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={m['accounts.fullName']()} error={errorText('name')}>
        {(p) => <Input {...p} autoComplete="name" {...register('name')} />}
      </Field>
      <PhoneField control={control} error={errorText('phone')} />
      {/* Issue 23: one address block, the same form part as the upload screens'. */}
      <AddressFields register={register} errorOf={errorText} choices="cities" legend={m['accounts.addressSection']()} />
      {/* Issue 37: the pin beside the address; removing it sends null, which removes the saved one. */}
      <LazyPinField
        value={watch('pin') ?? undefined}
        onChange={(pin) => setValue('pin', pin ?? null, { shouldDirty: true })}
      />
      <PrivacyNote />
      <Button type="submit" className="w-full sm:w-auto" disabled={update.isPending}>
        {update.isPending ? m['accounts.saving']() : m['accounts.saveProfile']()}
      </Button>
    </form>
  );
}
