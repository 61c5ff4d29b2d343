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
import { StaffSignInCard, signInFailure, signInStaff } from '#src/web/features/accounts/components/staff-sign-in.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { requestPasswordReset } from '#src/web/lib/auth-client.ts';
import { said } from '#src/web/lib/said.ts';
import { useCurrentUser } from '#src/web/lib/session.ts';
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
      const role = await signInStaff({ ...values, email: crewSignInEmail(values.email) });
      if (role === null) {
        notify.error({ title: m['submissions.staffLoginFailedTitle'](), description: m['submissions.notStaff']() });
        return;
      }
      signedIn.current = true;
      if (role === 'crew') {
        navigate(crewPages.crewToday, { replace: true });
        return;
      }
      notify.success(m['submissions.staffLoginSuccess']());
      window.setTimeout(() => navigate(submissionPages.adminDashboard, { replace: true }), redirectDelayMs);
    } catch (error) {
      notify.error({
        title: m['submissions.staffLoginFailedTitle'](),
        description: signInFailure(error, m['submissions.staffLoginFailed']()),
      });
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
    <StaffSignInCard
      className="py-12 sm:py-20"
      icon={<ShieldCheck className="size-6" />}
      title={m['submissions.loginTitle']()}
      intro={m['submissions.loginIntro']()}
      login={{
        label: m['submissions.staffEmailLabel'](),
        type: 'email',
        placeholder: m['submissions.staffEmailPlaceholder'](),
        registration: register('email'),
      }}
      password={register('password')}
      isSubmitting={isSubmitting}
      onSubmit={submit}
    >
      <div className="flex items-center justify-between gap-3 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-4 accent-brand-600" {...register('rememberMe')} />
          {m['submissions.rememberMe']()}
        </label>
        <button type="button" onClick={forgotPassword} className="font-semibold text-brand-700 hover:underline">
          {m['submissions.forgotPassword']()}
        </button>
      </div>
    </StaffSignInCard>
  );
}
