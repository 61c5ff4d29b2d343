import { zodResolver } from '@hookform/resolvers/zod';
import { Truck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { crewSignInEmail } from '#src/shared/accounts/crew-login.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Card, CardContent } from '#src/web/components/ui/card.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { PasswordInput } from '#src/web/components/ui/password-input.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { signInWithPassword, signOut } from '#src/web/lib/auth-client.ts';
import { refreshSession, setSessionUser } from '#src/web/lib/session.ts';
import { notify } from '#src/web/lib/toast.ts';

// Issue 40 item 7: a signed-out crew member opening /crew signs in right there, with the mobile
// number the office gave them (decision 061), not on the staff page with an "E-mail" field.

const crewSignInSchema = z.object({
  login: z.string().trim().min(1, key('crew.signInMissing')),
  password: z.string().min(1, key('crew.signInMissing')),
});
type CrewSignIn = z.infer<typeof crewSignInSchema>;

export function CrewSignIn() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<CrewSignIn>({
    defaultValues: { login: '', password: '' },
    resolver: zodResolver(crewSignInSchema),
    reValidateMode: 'onSubmit',
  });

  const failed = (description: string) => notify.error({ title: m['crew.signInFailedTitle'](), description });

  const submit = handleSubmit(
    async (values) => {
      try {
        // A crew phone stays signed in: the day is run from it (Remember me, as the staff page's default).
        await signInWithPassword({ email: crewSignInEmail(values.login), password: values.password, rememberMe: true });
        const current = await refreshSession();
        if (current?.role === 'crew') return;
        if (current?.role === 'admin') {
          navigate(submissionPages.adminDashboard, { replace: true });
          return;
        }
        // A customer account must not end up half-signed-in here.
        await signOut().catch(() => {});
        setSessionUser(null);
        failed(m['crew.notCrew']());
      } catch (error) {
        failed(
          error instanceof ApiError && error.status !== 401 && error.message ? error.message : m['crew.signInFailed'](),
        );
      }
    },
    () => failed(m['crew.signInMissing']()),
  );

  return (
    <div className="container-page flex justify-center py-8 sm:py-16">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-6 p-6 sm:p-8">
          <div className="space-y-2 text-center">
            <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Truck className="size-6" />
            </div>
            <h1 className="text-2xl font-bold">{m['crew.signInTitle']()}</h1>
            <p className="text-sm text-muted">{m['crew.signInIntro']()}</p>
          </div>
          <form className="space-y-4" onSubmit={submit} noValidate>
            <Field label={m['crew.mobileLabel']()}>
              {(fieldProps) => (
                <Input
                  {...fieldProps}
                  type="tel"
                  autoComplete="username"
                  inputMode="tel"
                  placeholder={m['crew.mobilePlaceholder']()}
                  {...register('login')}
                />
              )}
            </Field>
            <Field label={m['submissions.passwordLabel']()}>
              {(fieldProps) => (
                <PasswordInput {...fieldProps} autoComplete="current-password" {...register('password')} />
              )}
            </Field>
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? m['submissions.signingIn']() : m['submissions.signIn']()}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
