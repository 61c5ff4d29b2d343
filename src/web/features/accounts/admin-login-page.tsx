import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type SignIn, signInSchema } from '#src/shared/accounts/account.schema.ts';
import { crewSignInEmail } from '#src/shared/accounts/crew-login.ts';
import { signInMessages } from '#src/shared/accounts/messages.ts';
import { crewPages } from '#src/shared/crew/paths.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Card, CardContent } from '#src/web/components/ui/card.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { PasswordInput } from '#src/web/components/ui/password-input.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { requestPasswordReset, signInWithPassword, signOut } from '#src/web/lib/auth-client.ts';
import { said } from '#src/web/lib/said.ts';
import { refreshSession, setSessionUser, useCurrentUser } from '#src/web/lib/session.ts';
import { notify } from '#src/web/lib/toast.ts';

// product.md §2 "Admin login", §8 "Admin login failure"; issue 5: "Remember me" chooses a long session or a browser session.
const redirectDelayMs = 500; // product.md §9

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const { user, isPending } = useCurrentUser();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { isSubmitting },
  } = useForm<SignIn>({
    defaultValues: { email: '', password: '', rememberMe: true },
    resolver: zodResolver(signInSchema),
    reValidateMode: 'onSubmit',
  });
  const signedIn = useRef(false);

  // An existing staff session goes straight to the dashboard.
  useEffect(() => {
    if (!isPending && user?.role === 'admin' && !signedIn.current)
      navigate(submissionPages.adminDashboard, { replace: true });
    // Issue 27: the crew signs in here too, and runs its day at /crew.
    if (!isPending && user?.role === 'crew' && !signedIn.current) navigate(crewPages.crewToday, { replace: true });
  }, [isPending, user, navigate]);

  // product.md §5: one toast, whichever of the two is missing.
  const missing = () => notify.error(said(signInMessages.missing));

  const submit = handleSubmit(async (values) => {
    try {
      // A crew account may sign in with its mobile number (decision 061).
      await signInWithPassword({ ...values, email: crewSignInEmail(values.email) });
      const current = await refreshSession();
      if (current?.role === 'crew') {
        signedIn.current = true;
        navigate(crewPages.crewToday, { replace: true });
        return;
      }
      if (current?.role !== 'admin') {
        // A customer account must not end up half-signed-in on the staff side.
        await signOut().catch(() => {});
        setSessionUser(null);
        notify.error({ title: m['submissions.staffLoginFailedTitle'](), description: m['submissions.notStaff']() });
        return;
      }
      signedIn.current = true;
      notify.success(m['submissions.staffLoginSuccess']());
      window.setTimeout(() => navigate(submissionPages.adminDashboard, { replace: true }), redirectDelayMs);
    } catch (error) {
      const description =
        error instanceof ApiError && error.status === 429
          ? error.message
          : error instanceof ApiError && error.status !== 401 && error.message
            ? error.message
            : m['submissions.staffLoginFailed']();
      notify.error({ title: m['submissions.staffLoginFailedTitle'](), description });
    }
  }, missing);

  async function forgotPassword() {
    const email = getValues('email').trim();
    if (!email) {
      notify.info({ title: m['submissions.forgotPassword'](), description: m['submissions.forgotPasswordHint']() });
      return;
    }
    try {
      await requestPasswordReset(email);
      notify.success({ title: m['submissions.resetSentTitle'](), description: m['submissions.resetSent']() });
    } catch (error) {
      notify.error({
        title: m['core.titleError'](),
        description: error instanceof ApiError ? error.message : m['core.somethingWentWrong'](),
      });
    }
  }

  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-6 p-6 sm:p-8">
          <div className="space-y-2 text-center">
            <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <ShieldCheck className="size-6" />
            </div>
            <h1 className="text-2xl font-bold">{m['submissions.loginTitle']()}</h1>
            <p className="text-sm text-muted">{m['submissions.loginIntro']()}</p>
          </div>
          <form className="space-y-4" onSubmit={submit} noValidate>
            <Field label={m['submissions.staffEmailLabel']()}>
              {(fieldProps) => (
                <Input
                  {...fieldProps}
                  type="email"
                  autoComplete="username"
                  inputMode="email"
                  placeholder={m['submissions.staffEmailPlaceholder']()}
                  {...register('email')}
                />
              )}
            </Field>
            <Field label={m['submissions.passwordLabel']()}>
              {(fieldProps) => (
                <PasswordInput {...fieldProps} autoComplete="current-password" {...register('password')} />
              )}
            </Field>
            <div className="flex items-center justify-between gap-3 text-sm">
              <label className="flex items-center gap-2">
                <input type="checkbox" className="size-4 accent-brand-600" {...register('rememberMe')} />
                {m['submissions.rememberMe']()}
              </label>
              <button type="button" onClick={forgotPassword} className="font-semibold text-brand-700 hover:underline">
                {m['submissions.forgotPassword']()}
              </button>
            </div>
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? m['submissions.signingIn']() : m['submissions.signIn']()}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
