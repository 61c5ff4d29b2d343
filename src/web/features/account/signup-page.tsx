import { Plus, Trash2, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { accountCopy, accountLabels, accountNotices } from '#src/shared/accounts/messages.ts';
import { accountPages } from '#src/shared/accounts/paths.ts';
import { type SignUpFields, signUpProblems } from '#src/shared/accounts/sign-up.schema.ts';
import { savedTrackingNumberMaxLength } from '#src/shared/accounts/tracking-numbers.schema.ts';
import { phonePrefix } from '#src/shared/core/phone.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { PasswordInput } from '#src/web/components/ui/password-input.tsx';
import { signUp } from '#src/web/features/account/api/account-api.ts';
import { AccountFormHeading } from '#src/web/features/account/components/account-card.tsx';
import { CityAndAddressFields, PhoneField } from '#src/web/features/account/components/contact-fields.tsx';
import { noticeForError } from '#src/web/features/account/lib/error-notice.ts';
import { problemsResolver } from '#src/web/lib/problems-resolver.ts';
import { notify } from '#src/web/lib/toast.ts';

// spec §2 "/signup", §3 "Sign-up input", §5 "Sign-up" (rules in order), §8; DESIGN §6.11 and
// decision 012: one transaction on our server, a confirmation e-mail, then /login.

const emptyForm: SignUpFields = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: phonePrefix,
  city: '',
  address: '',
  trackingNumbers: [''],
};

/** Where /login shows "Check your e-mail" after a sign-up. */
export interface SignedUpState {
  signedUp: string;
}

export default function SignUpPage() {
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFields>({
    defaultValues: emptyForm,
    resolver: problemsResolver(signUpProblems),
    reValidateMode: 'onSubmit',
  });
  const rows = watch('trackingNumbers');

  const submit = handleSubmit(
    async (values) => {
      try {
        const { email } = await signUp(values);
        notify.success(accountNotices.accountCreated);
        navigate(accountPages.login, { state: { signedUp: email } satisfies SignedUpState });
      } catch (error) {
        notify.error(
          noticeForError(error, accountNotices.registrationFailed, { EMAIL_TAKEN: accountNotices.emailTaken }),
        );
      }
    },
    // The toast names the first broken rule in the spec's order; every field shows its own.
    () => {
      const first = signUpProblems(getValues())[0];
      if (first) notify.error(first.notice);
    },
  );

  // spec §2: "The tracking-number list always keeps at least one row."
  const setRows = (next: string[]) => setValue('trackingNumbers', next.length > 0 ? next : ['']);

  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <form onSubmit={submit} noValidate className="space-y-6">
        <AccountFormHeading icon={UserPlus} title={accountCopy.signUpTitle}>
          {accountCopy.signUpIntro}
        </AccountFormHeading>

        <Section title={accountCopy.personalInformation}>
          <Field label={accountCopy.fullName} error={errors.name?.message}>
            {(p) => <Input {...p} autoComplete="name" {...register('name')} />}
          </Field>
          <Field label={accountCopy.email} error={errors.email?.message}>
            {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
          </Field>
          <PhoneField control={control} error={errors.phone} />
        </Section>

        <Section title={accountCopy.passwordSection}>
          <Field label={accountCopy.password} hint={accountCopy.passwordHint} error={errors.password?.message}>
            {(p) => <PasswordInput {...p} autoComplete="new-password" {...register('password')} />}
          </Field>
          <Field label={accountCopy.confirmPassword} error={errors.confirmPassword?.message}>
            {(p) => <PasswordInput {...p} autoComplete="new-password" {...register('confirmPassword')} />}
          </Field>
        </Section>

        <Section title={accountCopy.addressSection}>
          <CityAndAddressFields city={register('city')} address={register('address')} errors={errors} />
        </Section>

        <Section title={accountCopy.previousTransactions} hint={accountCopy.previousTransactionsHint}>
          {rows.map((value, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place; removing one re-keys the rest, which is harmless for plain inputs
            <div key={index} className="flex items-end gap-2">
              <Field
                label={`${accountCopy.trackingNumber} ${index + 1}`}
                className="flex-1"
                error={index === 0 ? errors.trackingNumbers?.message : undefined}
              >
                {(p) => (
                  <Input
                    {...p}
                    value={value}
                    maxLength={savedTrackingNumberMaxLength}
                    autoCapitalize="characters"
                    spellCheck={false}
                    className="font-mono uppercase tracking-wider"
                    onChange={(event) => setRows(rows.map((row, i) => (i === index ? event.target.value : row)))}
                  />
                )}
              </Field>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`${accountCopy.removeRow} ${accountCopy.trackingNumber.toLowerCase()} ${index + 1}`}
                disabled={rows.length === 1 && value === ''}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                <Trash2 />
              </Button>
            </div>
          ))}
          <Button type="button" variant="outline" size="sm" onClick={() => setRows([...rows, ''])}>
            <Plus />
            {accountCopy.addRow}
          </Button>
        </Section>

        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? accountCopy.creatingAccount : accountLabels.signUp}
        </Button>
        <p className="text-center text-sm text-muted">
          {accountCopy.haveAccount}{' '}
          <Link to={accountPages.login} className="font-semibold text-brand-700 hover:underline">
            {accountLabels.login}
          </Link>
        </p>
      </form>
    </div>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-1 text-lg font-bold text-brand-900">{title}</legend>
      {hint && <p className="-mt-2 text-sm text-muted">{hint}</p>}
      {children}
    </fieldset>
  );
}
