import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { type NewPassword, newPasswordSchema } from '#src/shared/accounts/account.schema.ts';
import { accountPages, authApi } from '#src/shared/accounts/paths.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Button, ButtonLink } from '#src/web/components/ui/button.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { AccountCard, AccountDone, AccountFormHeading } from '#src/web/features/account/components/account-card.tsx';
import { api } from '#src/web/lib/api.ts';

/** Where the e-mailed reset link lands (Better Auth adds ?token=… or ?error=INVALID_TOKEN). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPassword>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: zodResolver(newPasswordSchema),
    reValidateMode: 'onSubmit',
  });
  const [done, setDone] = useState(false);

  const submit = handleSubmit(async ({ password }) => {
    try {
      await api(authApi.resetPassword, { method: 'POST', body: { newPassword: password, token } });
      setDone(true);
    } catch (failure) {
      setError('root', { message: failure instanceof Error ? failure.message : 'Please try again.' });
    }
  });

  if (!token || params.get('error')) {
    return (
      <div className="container-page max-w-md space-y-4 py-10">
        <Alert tone="error" title="This reset link is not valid any more">
          Links work once and for one hour. Ask for a new one below.
        </Alert>
        <ButtonLink to={accountPages.forgotPassword} className="w-full">
          Send me a new link
        </ButtonLink>
      </div>
    );
  }

  return (
    <AccountCard>
      {done ? (
        <AccountDone icon={CheckCircle2} title="Password updated" text="You can now sign in with your new password.">
          <ButtonLink to={accountPages.adminLogin} className="w-full">
            Staff sign-in
          </ButtonLink>
          <ButtonLink to={staticPages.home} variant="outline" className="w-full">
            Return Home
          </ButtonLink>
        </AccountDone>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <AccountFormHeading icon={KeyRound} title="Choose a new password">
            At least 8 characters. Signing in elsewhere will need the new password.
          </AccountFormHeading>
          {errors.root?.message && <Alert tone="error" title={errors.root.message} />}
          <Field label="New password" error={errors.password?.message}>
            {(fieldProps) => (
              <Input {...fieldProps} type="password" autoComplete="new-password" {...register('password')} />
            )}
          </Field>
          <Field label="Confirm new password" error={errors.confirmPassword?.message}>
            {(fieldProps) => (
              <Input {...fieldProps} type="password" autoComplete="new-password" {...register('confirmPassword')} />
            )}
          </Field>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save new password'}
          </Button>
        </form>
      )}
    </AccountCard>
  );
}
