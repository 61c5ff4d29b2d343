import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn, MailWarning } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { type SignIn, signInMessages, signInSchema } from '#src/shared/accounts/account.schema.ts';
import { accountCopy, accountLabels, accountNotices } from '#src/shared/accounts/messages.ts';
import { accountPages } from '#src/shared/accounts/paths.ts';
import { submissionPages } from '#src/shared/submissions/paths.ts';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { PasswordInput } from '#src/web/components/ui/password-input.tsx';
import { AccountCard, AccountDone, AccountFormHeading } from '#src/web/features/account/components/account-card.tsx';
import { noticeForError } from '#src/web/features/account/lib/error-notice.ts';
import type { SignedUpState } from '#src/web/features/account/signup-page.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { resendVerificationEmail, signInWithPassword } from '#src/web/lib/auth-client.ts';
import { refreshSession, useCurrentUser } from '#src/web/lib/session.ts';
import { notify } from '#src/web/lib/toast.ts';

// spec §2 "/login", §5 "Login", §8 "Authentication"; DESIGN §6.11: an unconfirmed address cannot sign in.
const redirectDelayMs = 500; // spec §2: "goes to /dashboard after 500 ms"

export default function LoginPage() {
  const navigate = useNavigate();
  const signedUp = (useLocation().state as Partial<SignedUpState> | null)?.signedUp;
  const { user, isPending } = useCurrentUser();
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<SignIn>({
    defaultValues: { email: signedUp ?? '', password: '', rememberMe: true },
    resolver: zodResolver(signInSchema),
    reValidateMode: 'onSubmit',
  });
  const [unconfirmed, setUnconfirmed] = useState<string>();
  const signingIn = useRef(false);

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (isPending || !user || signingIn.current) return;
    navigate(user.role === 'admin' ? submissionPages.adminDashboard : accountPages.dashboard, { replace: true });
  }, [isPending, user, navigate]);

  const submit = handleSubmit(
    async (values) => {
      signingIn.current = true;
      try {
        await signInWithPassword(values);
        const current = await refreshSession();
        notify.success(accountNotices.loginSuccess);
        const next = current?.role === 'admin' ? submissionPages.adminDashboard : accountPages.dashboard;
        window.setTimeout(() => navigate(next, { replace: true }), redirectDelayMs);
      } catch (error) {
        signingIn.current = false;
        if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
          setUnconfirmed(values.email.trim());
          return;
        }
        notify.error(noticeForError(error, accountNotices.loginFailed));
      }
    },
    // spec §5: one toast, whichever of the two is missing.
    () => notify.error(signInMessages.missing),
  );

  if (unconfirmed !== undefined) {
    return <ConfirmAddressFirst email={unconfirmed} onBack={() => setUnconfirmed(undefined)} />;
  }

  return (
    <AccountCard>
      <form onSubmit={submit} noValidate className="space-y-5">
        <AccountFormHeading icon={LogIn} title={accountCopy.loginTitle}>
          {accountCopy.loginIntro}
        </AccountFormHeading>
        {signedUp && (
          <Alert title={accountNotices.verificationSent.title}>
            {accountNotices.verificationSent.description} ({signedUp})
          </Alert>
        )}
        <Field label={accountCopy.email}>
          {(fieldProps) => (
            <Input {...fieldProps} type="email" autoComplete="email" inputMode="email" {...register('email')} />
          )}
        </Field>
        <Field label={accountCopy.password}>
          {(fieldProps) => <PasswordInput {...fieldProps} autoComplete="current-password" {...register('password')} />}
        </Field>
        <div className="text-right text-sm">
          <Link to={accountPages.forgotPassword} className="font-semibold text-brand-700 hover:underline">
            {accountLabels.forgotPassword}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? accountCopy.signingIn : accountCopy.signIn}
        </Button>
        <p className="text-center text-sm text-muted">
          {accountCopy.noAccount}{' '}
          <Link to={accountPages.signup} className="font-semibold text-brand-700 hover:underline">
            {accountLabels.signUp}
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
      notify.success(accountNotices.verificationSent);
    } catch (error) {
      notify.error(noticeForError(error, accountNotices.verificationSendFailed));
    } finally {
      setSending(false);
    }
  }
  return (
    <AccountCard>
      <AccountDone
        icon={MailWarning}
        title={accountNotices.emailNotVerified.title}
        text={accountNotices.emailNotVerified.description}
      >
        <Button className="w-full" onClick={resend} disabled={sending}>
          {sending ? accountCopy.resendSending : accountLabels.resendVerification}
        </Button>
        <Button variant="outline" className="w-full" onClick={onBack}>
          {accountLabels.back}
        </Button>
      </AccountDone>
    </AccountCard>
  );
}
