import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { claimProblems } from '#src/shared/accounts/claim.schema.ts';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import { phonePrefix } from '#src/shared/core/phone.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { PhoneInput, phoneDigitCount } from '#src/web/components/ui/phone-input.tsx';
import { useClaim } from '#src/web/features/account/api/account-api.ts';
import { noticeForError } from '#src/web/features/account/lib/error-notice.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { said } from '#src/web/lib/said.ts';
import { notify } from '#src/web/lib/toast.ts';

// spec §2 "Claim Tracking", §4 "Claim flow", §5 "Claim", §8 "Claim"; DESIGN §6.6 and issue 26: a
// claim names the e-mail or phone used at submission, then proves it with the code sent there, and
// sets the owner once.

const claimNotices = {
  NOT_FOUND: said(accountNotices.claimNotFound),
  ALREADY_CLAIMED: said(accountNotices.claimAlreadyYours),
  CLAIMED_BY_OTHER: said(accountNotices.claimTakenByOther),
  VERIFICATION_MISMATCH: said(accountNotices.claimMismatch),
  UNAUTHENTICATED: said(accountNotices.claimSignInRequired),
};
/** spec §4: "The verification step closes on 'does not exist' or 'already claimed' messages." */
const closesVerification = new Set(['NOT_FOUND', 'ALREADY_CLAIMED', 'CLAIMED_BY_OTHER']);

/** Issue 26: answers whose sentence (in the reader's language, with its numbers) says it best. */
const serverSays = new Set(['CLAIM_LIMIT', 'CODE_WRONG', 'CODE_EXPIRED', 'RATE_LIMITED']);

/** spec §2: "input with spaces removed and upper-cased". */
const cleanClaimNumber = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

export function ClaimTracking() {
  const claim = useClaim();
  // Issue 26: a right e-mail or phone sends a code to the request's own contact; the code claims.
  const [step, setStep] = useState<'number' | 'verify' | 'code'>('number');
  const [code, setCode] = useState('');
  const [codeSentTo, setCodeSentTo] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState(phonePrefix);
  const [problem, setProblem] = useState<{ field: 'trackingNumber' | 'email'; text: string }>();
  const phoneGiven = phoneDigitCount(phone) > 0 ? phone : '';

  function next(event: FormEvent) {
    event.preventDefault();
    const first = claimProblems({ trackingNumber, email: '', phone: '', code: '' })[0];
    if (first?.field === 'trackingNumber') {
      setProblem({ field: 'trackingNumber', text: said(first.notice).description });
      notify.error(said(first.notice));
      return;
    }
    setProblem(undefined);
    setStep('verify');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const first = claimProblems({ trackingNumber, email, phone: phoneGiven, code })[0];
    if (first) {
      setProblem({ field: 'email', text: said(first.notice).description });
      notify.error(said(first.notice));
      return;
    }
    setProblem(undefined);
    claim.mutate(
      { trackingNumber, email, phone: phoneGiven, code: step === 'code' ? code : '' },
      {
        onSuccess: (answer) => {
          if (answer.status === 'code-sent') {
            setCodeSentTo(answer.codeSent?.destination ?? '');
            setCode('');
            setStep('code');
            return;
          }
          notify.success(said(accountNotices.claimSuccess));
          setStep('number');
          setTrackingNumber('');
          setEmail('');
          setPhone(phonePrefix);
          setCode('');
        },
        onError: (error) => {
          const notice =
            error instanceof ApiError && serverSays.has(error.code)
              ? { title: said(accountNotices.claimFailed).title, description: error.message }
              : noticeForError(error, said(accountNotices.claimFailed), claimNotices);
          notify.error(notice);
          if (error instanceof ApiError && closesVerification.has(error.code)) {
            setStep('number');
            setProblem({ field: 'trackingNumber', text: notice.description });
          } else {
            setProblem({ field: 'email', text: notice.description });
          }
        },
      },
    );
  }

  if (step === 'number') {
    return (
      <form onSubmit={next} noValidate className="space-y-4">
        <p className="text-muted">{m['accounts.claimIntro']()}</p>
        <Field
          label={m['accounts.trackingNumber']()}
          error={problem?.field === 'trackingNumber' ? problem.text : undefined}
        >
          {(p) => (
            <Input
              {...p}
              value={trackingNumber}
              onChange={(event) => setTrackingNumber(cleanClaimNumber(event.target.value))}
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="AB12CD34"
              className="font-mono uppercase tracking-wider"
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
        <Field label={m['accounts.claimCodeLabel']()} error={problem?.field === 'email' ? problem.text : undefined}>
          {(p) => (
            <Input
              {...p}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              className="font-mono tracking-widest"
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
      <Field label={m['accounts.claimEmail']()} error={problem?.field === 'email' ? problem.text : undefined}>
        {(p) => (
          <Input
            {...p}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <Field label={m['accounts.claimPhone']()}>{(p) => <PhoneInput {...p} value={phone} onChange={setPhone} />}</Field>
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
