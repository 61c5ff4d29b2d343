import { LogIn, MailWarning } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { SignIn } from '#src/shared/accounts/account.schema.ts';
import { accountNotices, signInMessages } from '#src/shared/accounts/messages.ts';
import { accountPages } from '#src/shared/accounts/paths.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { Link } from '#src/web/components/ui/link.tsx';
import { PasswordInput } from '#src/web/components/ui/password-input.tsx';
import { AccountCard, AccountDone, AccountFormHeading } from '#src/web/features/accounts/components/account-card.tsx';
import { loadNotices } from '#src/web/features/accounts/lib/notices.ts';
import type { SignedUpState } from '#src/web/features/accounts/signup-page.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { resendVerificationEmail, signInWithPassword } from '#src/web/lib/auth-client.ts';
import { lazyZodResolver, saysWhenUnreachable } from '#src/web/lib/lazy-zod-resolver.ts';
import { untilApp, usePaintedForm } from '#src/web/lib/painted-form.ts';
import { refreshSession, useCurrentUser } from '#src/web/lib/session.ts';
import { notify } from '#src/web/lib/toast.ts';
import { useLive } from '#src/web/lib/use-live.ts';

// What the page needs only after a submit comes then (issue 25): the schema with zod, and the
// notices in the reader's language. Both are fetched as soon as someone starts on the form.
const signInResolver = lazyZodResolver(() =>
  import('#src/shared/accounts/account.schema.ts').then((schemas) => schemas.signInSchema),
);
const prepareSubmit = () => {
  signInResolver.prepare();
  loadNotices().catch(() => undefined);
};

// product.md §2 "/login", §5 "Login", §8 "Authentication"; design.md §6.11: an unconfirmed address cannot sign in.
const redirectDelayMs = 500; // product.md §2: "goes to /dashboard after 500 ms"

export default function LoginPage() {
  const navigate = useNavigate();
  const signedUp = (useLocation().state as Partial<SignedUpState> | null)?.signedUp;
  const { user, isPending } = useCurrentUser();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { isSubmitting },
  } = useForm<SignIn>({
    defaultValues: { email: signedUp ?? '', password: '', rememberMe: true },
    resolver: signInResolver,
    reValidateMode: 'onSubmit',
  });
  // Pre-rendered (issue 25): Sign in waits for the script behind it, so Enter cannot submit natively;
  // what was typed and a submit held before then are the form's once it runs (issue 36).
  const live = useLive();
  const painted = usePaintedForm(setValue);
  const [unconfirmed, setUnconfirmed] = useState<string>();
  const signingIn = useRef(false);

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (isPending || !user || signingIn.current) return;
    navigate(user.role === 'admin' ? submissionPages.adminDashboard : accountPages.dashboard, { replace: true });
  }, [isPending, user, navigate]);

  const submit = saysWhenUnreachable(
    handleSubmit(
      async (values) => {
        signingIn.current = true;
        try {
          await signInWithPassword(values);
          const current = await refreshSession();
          const { said } = await loadNotices();
          notify.success(said(accountNotices.loginSuccess));
          const next = current?.role === 'admin' ? submissionPages.adminDashboard : accountPages.dashboard;
          window.setTimeout(() => navigate(next, { replace: true }), redirectDelayMs);
        } catch (error) {
          signingIn.current = false;
          if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
            setUnconfirmed(values.email.trim());
            return;
          }
          const { said, noticeForError } = await loadNotices();
          notify.error(noticeForError(error, said(accountNotices.loginFailed)));
        }
      },
      // product.md §5: one toast, whichever of the two is missing.
      () => void loadNotices().then(({ said }) => notify.error(said(signInMessages.missing))),
    ),
  );

  if (unconfirmed !== undefined) {
    return <ConfirmAddressFirst email={unconfirmed} onBack={() => setUnconfirmed(undefined)} />;
  }

  return (
    <AccountCard>
      <form
        {...painted}
        onSubmit={submit}
        onFocus={prepareSubmit}
        onPointerDown={prepareSubmit}
        noValidate
        className="space-y-5"
      >
        <AccountFormHeading icon={LogIn} title={m['accounts.loginTitle']()}>
          {m['accounts.loginIntro']()}
        </AccountFormHeading>
        {signedUp && (
          <Alert title={m['accounts.verificationSentTitle']()}>
            {m['accounts.verificationSent']()} ({signedUp})
          </Alert>
        )}
        <Field label={m['accounts.email']()}>
          {(fieldProps) => (
            <Input {...fieldProps} type="email" autoComplete="email" inputMode="email" {...register('email')} />
          )}
        </Field>
        <Field label={m['accounts.password']()}>
          {(fieldProps) => <PasswordInput {...fieldProps} autoComplete="current-password" {...register('password')} />}
        </Field>
        <div className="text-right text-sm">
          <Link to={accountPages.forgotPassword} className="font-semibold text-brand-700 hover:underline">
            {m['accounts.forgotPassword']()}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting || !live} {...untilApp}>
          {isSubmitting ? m['accounts.signingIn']() : m['accounts.signIn']()}
        </Button>
        <p className="text-center text-sm text-muted">
          {m['accounts.noAccount']()}{' '}
          <Link to={accountPages.signup} className="font-semibold text-brand-700 hover:underline">
            {m['accounts.signUp']()}
          </Link>
        </p>
      </form>
    </AccountCard>
  );
}

/** The right password, but the address is not confirmed yet: say so, and offer a new link. */
function ConfirmAddressFirst({ email, onBack }: { email: string; onBack: () => void }) {
  const [sending, setSending] = useState(false);
  async function resend() {
    setSending(true);
    try {
      await resendVerificationEmail(email);
      const { said } = await loadNotices();
      notify.success(said(accountNotices.verificationSent));
    } catch (error) {
      const { said, noticeForError } = await loadNotices();
      notify.error(noticeForError(error, said(accountNotices.verificationSendFailed)));
    } finally {
      setSending(false);
    }
  }
  return (
    <AccountCard>
      <AccountDone
        icon={MailWarning}
        title={m['accounts.emailNotVerifiedTitle']()}
        text={m['accounts.emailNotVerified']()}
      >
        <Button className="w-full" onClick={resend} disabled={sending}>
          {sending ? m['accounts.resendSending']() : m['accounts.resendVerification']()}
        </Button>
        <Button variant="outline" className="w-full" onClick={onBack}>
          {m['accounts.back']()}
        </Button>
      </AccountDone>
    </AccountCard>
  );
}
