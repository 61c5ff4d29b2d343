import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type PasswordResetRequest, passwordResetRequestSchema } from '#src/shared/accounts/account.schema.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import { Button, ButtonLink } from '#src/web/components/ui/button.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { AccountCard, AccountDone, AccountFormHeading } from '#src/web/features/accounts/components/account-card.tsx';
import { requestPasswordReset } from '#src/web/lib/auth-client.ts';
import { saidText } from '#src/web/lib/said.ts';
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
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (failure) {
      notify.error({
        title: m['core.titleError'](),
        description: failure instanceof Error ? failure.message : m['submissions.pleaseTryAgain'](),
      });
    }
  });

  return (
    <AccountCard>
      {sentTo !== undefined ? (
        <AccountDone
          icon={MailCheck}
          title={m['submissions.resetSentTitle']()}
          text={m['accounts.resetSentTo']({ email: sentTo })}
        >
          <ButtonLink to={staticPages.home} variant="outline" className="w-full">
            {m['submissions.returnHome']()}
          </ButtonLink>
        </AccountDone>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <AccountFormHeading icon={KeyRound} title={m['accounts.forgotPassword']()}>
            {m['accounts.resetRequestIntro']()}
          </AccountFormHeading>
          <Field label={m['accounts.email']()} error={saidText(errors.email?.message)}>
            {(fieldProps) => (
              <Input {...fieldProps} type="email" autoComplete="email" inputMode="email" {...register('email')} />
            )}
          </Field>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? m['accounts.resendSending']() : m['accounts.resetSendLink']()}
          </Button>
        </form>
      )}
    </AccountCard>
  );
}
