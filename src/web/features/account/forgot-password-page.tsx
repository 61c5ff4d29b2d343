import { KeyRound, MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { passwordResetRequestSchema } from '../../../shared/account.schema.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';
import { notify } from '../../lib/toast.ts';
import { AccountCard, AccountDone, AccountFormHeading } from './components/account-card.tsx';

/** Asks for an e-mailed reset link. Says the same thing whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await api('/api/auth/request-password-reset', {
        method: 'POST',
        body: { email: parsed.data.email, redirectTo: '/reset-password' },
      });
      setSent(true);
    } catch (failure) {
      notify.error({ title: 'Error', description: failure instanceof Error ? failure.message : 'Please try again.' });
    } finally {
      setSending(false);
    }
  }

  return (
    <AccountCard>
      {sent ? (
        <AccountDone
          icon={MailCheck}
          title="Check your e-mail"
          text={`If an account uses ${email.trim()}, we sent it a link to choose a new password. The link works for one hour.`}
        >
          <ButtonLink to="/" variant="outline" className="w-full">
            Return Home
          </ButtonLink>
        </AccountDone>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <AccountFormHeading icon={KeyRound} title="Forgot password?">
            Enter the e-mail address of your account and we will send you a reset link.
          </AccountFormHeading>
          <Field label="E-mail" error={error}>
            {(fieldProps) => (
              <Input
                {...fieldProps}
                type="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" className="w-full" disabled={sending}>
            {sending ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AccountCard>
  );
}
