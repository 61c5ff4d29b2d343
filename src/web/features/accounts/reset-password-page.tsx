import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { type NewPassword, newPasswordSchema } from '#src/shared/accounts/account.schema.ts';
import { accountPages } from '#src/shared/accounts/paths.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Button, ButtonLink } from '#src/web/components/ui/button.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { AccountCard, AccountDone, AccountFormHeading } from '#src/web/features/accounts/components/account-card.tsx';
import { resetPassword } from '#src/web/lib/auth-client.ts';
import { saidText } from '#src/web/lib/said.ts';

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
      await resetPassword({ newPassword: password, token: token ?? '' });
      setDone(true);
    } catch (failure) {
      setError('root', { message: failure instanceof Error ? failure.message : m['submissions.pleaseTryAgain']() });
    }
  });

  if (!token || params.get('error')) {
    return (
      <div className="container-page max-w-md space-y-4 py-10">
        <Alert tone="error" title={m['accounts.resetLinkInvalidTitle']()}>
          {m['accounts.resetLinkInvalid']()}
        </Alert>
        <ButtonLink to={accountPages.forgotPassword} className="w-full">
          {m['accounts.resetSendNewLink']()}
        </ButtonLink>
      </div>
    );
  }

  return (
    <AccountCard>
      {done ? (
        <AccountDone
          icon={CheckCircle2}
          title={m['accounts.passwordUpdatedTitle']()}
          text={m['accounts.passwordUpdated']()}
        >
          <ButtonLink to={accountPages.adminLogin} className="w-full">
            {m['accounts.staffSignIn']()}
          </ButtonLink>
          <ButtonLink to={staticPages.home} variant="outline" className="w-full">
            {m['submissions.returnHome']()}
          </ButtonLink>
        </AccountDone>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <AccountFormHeading icon={KeyRound} title={m['accounts.newPasswordTitle']()}>
            {m['accounts.newPasswordIntro']()}
          </AccountFormHeading>
          {errors.root?.message && <Alert tone="error" title={errors.root.message} />}
          <Field label={m['accounts.newPassword']()} error={saidText(errors.password?.message)}>
            {(fieldProps) => (
              <Input {...fieldProps} type="password" autoComplete="new-password" {...register('password')} />
            )}
          </Field>
          <Field label={m['accounts.confirmNewPassword']()} error={saidText(errors.confirmPassword?.message)}>
            {(fieldProps) => (
              <Input {...fieldProps} type="password" autoComplete="new-password" {...register('confirmPassword')} />
            )}
          </Field>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? m['accounts.saving']() : m['accounts.saveNewPassword']()}
          </Button>
        </form>
      )}
    </AccountCard>
  );
}
