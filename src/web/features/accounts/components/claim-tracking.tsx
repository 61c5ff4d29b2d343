import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { type ClaimForm, claimFormSchema, claimNumberFormSchema } from '#src/shared/accounts/claim.schema.ts';
import { accountFormTexts } from '#src/shared/accounts/form-rules.ts';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import { phonePrefix } from '#src/shared/core/phone.ts';
import { cleanTrackingNumber } from '#src/shared/core/tracking-number.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { PhoneInput } from '#src/web/components/ui/phone-input.tsx';
import { useClaim } from '#src/web/features/accounts/api/account-api.ts';
import { noticeForError } from '#src/web/features/accounts/lib/error-notice.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { said, saidKey } from '#src/web/lib/said.ts';
import { notify } from '#src/web/lib/toast.ts';

// product.md §2 "Claim Tracking", §4 "Claim flow", §5 "Claim", §8 "Claim"; design.md §6.6 and issue 26: a
// claim names the e-mail or phone used at submission, then proves it with the code sent there, and
// sets the owner once.

const claimNotices = {
  NOT_FOUND: said(accountNotices.claimNotFound),
  ALREADY_CLAIMED: said(accountNotices.claimAlreadyYours),
  CLAIMED_BY_OTHER: said(accountNotices.claimTakenByOther),
  VERIFICATION_MISMATCH: said(accountNotices.claimMismatch),
  UNAUTHENTICATED: said(accountNotices.claimSignInRequired),
};
/** product.md §4: "The verification step closes on 'does not exist' or 'already claimed' messages." */
const closesVerification = new Set(['NOT_FOUND', 'ALREADY_CLAIMED', 'CLAIMED_BY_OTHER']);

/** Issue 26: answers whose sentence (in the reader's language, with its numbers) says it best. */
const serverSays = new Set(['CLAIM_LIMIT', 'CODE_WRONG', 'CODE_EXPIRED', 'RATE_LIMITED']);

type Step = 'number' | 'verify' | 'code';
/** Each step checks the one form's values with its own schema; the first looks at the number alone. */
const stepSchemas = { number: claimNumberFormSchema, verify: claimFormSchema, code: claimFormSchema } as const;
const stepResolvers: Record<Step, Resolver<ClaimForm>> = {
  number: zodResolver(claimNumberFormSchema) as unknown as Resolver<ClaimForm>,
  verify: zodResolver(claimFormSchema),
  code: zodResolver(claimFormSchema),
};

export function ClaimTracking() {
  const claim = useClaim();
  const [step, setStep] = useState<Step>('number');
  const [codeSentTo, setCodeSentTo] = useState('');
  // One form for all steps (the number, the e-mail or phone, then the code sent there).
  const stepRef = useRef(step);
  stepRef.current = step;
  const resolver: Resolver<ClaimForm> = (values, context, options) =>
    stepResolvers[stepRef.current](values, context, options);
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setError,
    setValue,
    reset,
    watch,
    formState: { errors },
  } = useForm<ClaimForm>({
    defaultValues: { trackingNumber: '', email: '', phone: phonePrefix, code: '' },
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const trackingNumber = getValues('trackingNumber');
  const code = watch('code');
  const errorText = (name: 'trackingNumber' | 'email' | 'code') => fieldError(errors[name]?.message, accountFormTexts);
  // The toast names the step's first broken rule; the field shows it too.
  const toastFirst = () => {
    const first = stepSchemas[stepRef.current].safeParse(getValues()).error?.issues[0];
    if (first) notify.error(saidKey(first.message));
  };

  const next = handleSubmit(() => setStep('verify'), toastFirst);

  const submit = handleSubmit((values) => {
    // The proof as the schema reads it: "+63 " alone is no phone. Issue 26: a right e-mail or phone
    // sends a code to the request's own contact; the code claims.
    const proof = claimFormSchema.parse(values);
    claim.mutate(
      { ...proof, code: stepRef.current === 'code' ? proof.code : '' },
      {
        onSuccess: (answer) => {
          if (answer.status === 'code-sent') {
            setCodeSentTo(answer.codeSent?.destination ?? '');
            setValue('code', '');
            setStep('code');
            return;
          }
          notify.success(said(accountNotices.claimSuccess));
          setStep('number');
          reset();
        },
        onError: (error) => {
          const notice =
            error instanceof ApiError && serverSays.has(error.code)
              ? { title: said(accountNotices.claimFailed).title, description: error.message }
              : noticeForError(error, said(accountNotices.claimFailed), claimNotices);
          notify.error(notice);
          if (error instanceof ApiError && closesVerification.has(error.code)) {
            setStep('number');
            setError('trackingNumber', { message: notice.description });
          } else {
            setError(stepRef.current === 'code' ? 'code' : 'email', { message: notice.description });
          }
        },
      },
    );
  }, toastFirst);

  if (step === 'number') {
    return (
      <form onSubmit={next} noValidate className="space-y-4">
        <p className="text-muted">{m['accounts.claimIntro']()}</p>
        <Field label={m['accounts.trackingNumber']()} error={errorText('trackingNumber')}>
          {(p) => (
            <Controller
              control={control}
              name="trackingNumber"
              render={({ field }) => (
                <Input
                  {...p}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(cleanTrackingNumber(event.target.value))}
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="AB12CD34"
                  className="font-mono uppercase tracking-wider"
                />
              )}
            />
          )}
        </Field>
        <Button type="submit" className="w-full sm:w-auto">
          {m['accounts.continue']()}
        </Button>
      </form>
    );
  }

  if (step === 'code') {
    return (
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="flex items-center gap-2">
          <ShieldCheck className="size-6 text-brand-600" aria-hidden="true" />
          <p className="font-mono text-lg font-semibold tracking-wider">{trackingNumber}</p>
        </div>
        <p className="text-muted">{m['accounts.claimCodeSent']({ destination: codeSentTo })}</p>
        <Field label={m['accounts.claimCodeLabel']()} error={errorText('code')}>
          {(p) => (
            <Controller
              control={control}
              name="code"
              render={({ field }) => (
                <Input
                  {...p}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  className="font-mono tracking-widest"
                />
              )}
            />
          )}
        </Field>
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={() => setStep('verify')}>
            <ArrowLeft />
            {m['accounts.back']()}
          </Button>
          <Button type="submit" className="flex-1 sm:flex-none" disabled={claim.isPending || code.length !== 6}>
            {claim.isPending ? m['accounts.claiming']() : m['accounts.claim']()}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="flex items-center gap-2">
        <ShieldCheck className="size-6 text-brand-600" aria-hidden="true" />
        <p className="font-mono text-lg font-semibold tracking-wider">{trackingNumber}</p>
      </div>
      <p className="text-muted">{m['accounts.claimVerifyIntro']()}</p>
      <Field label={m['accounts.claimEmail']()} error={errorText('email')}>
        {(p) => <Input {...p} type="email" inputMode="email" autoComplete="email" {...register('email')} />}
      </Field>
      <Field label={m['accounts.claimPhone']()}>
        {(p) => (
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneInput {...p} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
            )}
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={() => setStep('number')}>
          <ArrowLeft />
          {m['accounts.back']()}
        </Button>
        <Button type="submit" className="flex-1 sm:flex-none" disabled={claim.isPending}>
          {claim.isPending ? m['accounts.claiming']() : m['accounts.claim']()}
        </Button>
      </div>
    </form>
  );
}
