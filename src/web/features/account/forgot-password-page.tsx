import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type PasswordResetRequest, passwordResetRequestSchema } from '#src/shared/accounts/account.schema.ts';
import { accountPages, authApi } from '#src/shared/accounts/paths.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import { Button, ButtonLink } from '#src/web/components/ui/button.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { AccountCard, AccountDone, AccountFormHeading } from '#src/web/features/account/components/account-card.tsx';
import { api } from '#src/web/lib/api.ts';
import { notify } from '#src/web/lib/toast.ts';

/** Asks for an e-mailed reset link. Says the same thing whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequest>({
    defaultValues: { email: '' },
    resolver: zodResolver(passwordResetRequestSchema),
    reValidateMode: 'onSubmit',
  });
  const [sentTo, setSentTo] = useState<string>();

  const submit = handleSubmit(async ({ email }) => {
    try {
      await api(authApi.requestPasswordReset, {
        method: 'POST',
        body: { email, redirectTo: accountPages.resetPassword },
      });
      setSentTo(email);
    } catch (failure) {
      notify.error({ title: 'Error', description: failure instanceof Error ? failure.message : 'Please try again.' });
    }
  });

  return (
    <AccountCard>
      {sentTo !== undefined ? (
        <AccountDone
          icon={MailCheck}
          title="Check your e-mail"
          text={`If an account uses ${sentTo}, we sent it a link to choose a new password. The link works for one hour.`}
        >
          <ButtonLink to={staticPages.home} variant="outline" className="w-full">
            Return Home
          </ButtonLink>
        </AccountDone>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <AccountFormHeading icon={KeyRound} title="Forgot password?">
            Enter the e-mail address of your account and we will send you a reset link.
          </AccountFormHeading>
          <Field label="E-mail" error={errors.email?.message}>
            {(fieldProps) => (
              <Input {...fieldProps} type="email" autoComplete="email" inputMode="email" {...register('email')} />
            )}
          </Field>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AccountCard>
  );
}
