import { Plus, Trash2, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { accountFormTexts, savedTrackingNumberMaxLength } from '#src/shared/accounts/form-rules.ts';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import { accountPages } from '#src/shared/accounts/paths.ts';
import type { SignUpFields } from '#src/shared/accounts/sign-up.schema.ts';
import { phonePrefix } from '#src/shared/core/phone.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { PrivacyNote } from '#src/web/components/layout/privacy-note.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { Link } from '#src/web/components/ui/link.tsx';
import { PasswordInput } from '#src/web/components/ui/password-input.tsx';
import { signUp } from '#src/web/features/accounts/api/account-api.ts';
import { AccountFormHeading } from '#src/web/features/accounts/components/account-card.tsx';
import { CityAndAddressFields, PhoneField } from '#src/web/features/accounts/components/contact-fields.tsx';
import { loadNotices } from '#src/web/features/accounts/lib/notices.ts';
import { LazyPinField } from '#src/web/features/scheduling/components/lazy-pin-field.tsx';
import { fieldError } from '#src/web/lib/field-error.ts';
import { lazyZodResolver, saysWhenUnreachable } from '#src/web/lib/lazy-zod-resolver.ts';
import { untilApp, usePaintedForm } from '#src/web/lib/painted-form.ts';
import { notify } from '#src/web/lib/toast.ts';
import { useLive } from '#src/web/lib/use-live.ts';

// What the page needs only after a submit comes then (issue 25): the schema with zod, and the
// notices in the reader's language, which look their texts up in the whole catalogue. Both are
// fetched as soon as someone starts on the form, so a submit does not wait for them.
const loadSchema = () => import('#src/shared/accounts/sign-up.schema.ts').then((s) => s.signUpFormSchema);
const signUpResolver = lazyZodResolver(loadSchema);
const prepareSubmit = () => {
  signUpResolver.prepare();
  loadNotices().catch(() => undefined);
};

// product.md §2 "/signup", §3 "Sign-up input", §5 "Sign-up" (rules in order), §8; design.md §6.11 and
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
    resolver: signUpResolver,
    reValidateMode: 'onSubmit',
  });
  // Pre-rendered (issue 25): the submit button waits for the script behind it, so Enter cannot submit
  // natively; what was typed and a submit held before then are the form's once it runs (issue 36).
  const live = useLive();
  const painted = usePaintedForm(setValue);
  const rows = watch('trackingNumbers');
  const errorText = (name: keyof SignUpFields) => fieldError(errors[name]?.message, accountFormTexts);

  const submit = saysWhenUnreachable(
    handleSubmit(
      async (values) => {
        try {
          const { email } = await signUp(values);
          const { said } = await loadNotices();
          notify.success(said(accountNotices.accountCreated));
          navigate(accountPages.login, { state: { signedUp: email } satisfies SignedUpState });
        } catch (error) {
          const { said, noticeForError } = await loadNotices();
          notify.error(
            noticeForError(error, said(accountNotices.registrationFailed), {
              EMAIL_TAKEN: said(accountNotices.emailTaken),
            }),
          );
        }
      },
      // The toast names the first broken rule in product.md's order; every field shows its own.
      async () => {
        const [schema, { saidKey }] = await Promise.all([loadSchema(), loadNotices()]);
        const first = schema.safeParse(getValues()).error?.issues[0];
        if (first) notify.error(saidKey(first.message));
      },
    ),
  );

  // product.md §2: "The tracking-number list always keeps at least one row."
  const setRows = (next: string[]) => setValue('trackingNumbers', next.length > 0 ? next : ['']);

  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <form
        {...painted}
        onSubmit={submit}
        onFocus={prepareSubmit}
        onPointerDown={prepareSubmit}
        noValidate
        className="space-y-6"
      >
        <AccountFormHeading icon={UserPlus} title={m['accounts.signUpTitle']()}>
          {m['accounts.signUpIntro']()}
        </AccountFormHeading>

        <Section title={m['accounts.personalInformation']()}>
          <Field label={m['accounts.fullName']()} error={errorText('name')}>
            {(p) => <Input {...p} autoComplete="name" {...register('name')} />}
          </Field>
          <Field label={m['accounts.email']()} error={errorText('email')}>
            {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
          </Field>
          <PhoneField control={control} error={errorText('phone')} />
        </Section>

        <Section title={m['accounts.passwordSection']()}>
          <Field label={m['accounts.password']()} hint={m['accounts.passwordHint']()} error={errorText('password')}>
            {(p) => <PasswordInput {...p} autoComplete="new-password" {...register('password')} />}
          </Field>
          <Field label={m['accounts.confirmPassword']()} error={errorText('confirmPassword')}>
            {(p) => <PasswordInput {...p} autoComplete="new-password" {...register('confirmPassword')} />}
          </Field>
        </Section>

        <Section title={m['accounts.addressSection']()}>
          <CityAndAddressFields
            city={register('city')}
            address={register('address')}
            errors={{ city: errorText('city'), address: errorText('address') }}
          />
          {/* Issue 37: an optional pin beside the address; the signed-in upload starts from it. */}
          <LazyPinField value={watch('pin')} onChange={(pin) => setValue('pin', pin, { shouldDirty: true })} />
        </Section>

        <Section title={m['accounts.previousTransactions']()} hint={m['accounts.previousTransactionsHint']()}>
          {rows.map((value, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place; removing one re-keys the rest, which is harmless for plain inputs
            <div key={index} className="flex items-end gap-2">
              <Field
                label={`${m['accounts.trackingNumber']()} ${index + 1}`}
                className="flex-1"
                error={index === 0 ? errorText('trackingNumbers') : undefined}
              >
                {(p) => (
                  <Input
                    {...p}
                    name={`trackingNumbers.${index}`}
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
                aria-label={`${m['accounts.removeRow']()} ${m['accounts.trackingNumber']().toLowerCase()} ${index + 1}`}
                disabled={rows.length === 1 && value === ''}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                <Trash2 />
              </Button>
            </div>
          ))}
          <Button type="button" variant="outline" size="sm" onClick={() => setRows([...rows, ''])}>
            <Plus />
            {m['accounts.addRow']()}
          </Button>
        </Section>

        <PrivacyNote />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || !live} {...untilApp}>
          {isSubmitting ? m['accounts.creatingAccount']() : m['accounts.signUp']()}
        </Button>
        <p className="text-center text-sm text-muted">
          {m['accounts.haveAccount']()}{' '}
          <Link to={accountPages.login} className="font-semibold text-brand-700 hover:underline">
            {m['accounts.login']()}
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
