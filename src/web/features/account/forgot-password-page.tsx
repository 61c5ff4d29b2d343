import { KeyRound, MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { passwordResetRequestSchema } from '../../../shared/account.schema.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Field, Input } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';
import { notify } from '../../lib/toast.ts';

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
    <div className="container-page max-w-md py-10">
      <Card>
        <CardContent className="space-y-5">
          {sent ? (
            <div className="space-y-3 text-center" role="status">
              <MailCheck className="mx-auto size-10 text-brand-600" />
              <h1 className="text-2xl font-bold">Check your e-mail</h1>
              <p className="text-muted">
                If an account uses {email.trim()}, we sent it a link to choose a new password. The link works for one
                hour.
              </p>
              <ButtonLink to="/" variant="outline" className="w-full">
                Return Home
              </ButtonLink>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="space-y-5">
              <div className="space-y-1">
                <KeyRound className="size-8 text-brand-600" />
                <h1 className="text-2xl font-bold">Forgot password?</h1>
                <p className="text-muted">
                  Enter the e-mail address of your account and we will send you a reset link.
                </p>
              </div>
              <Field label="E-mail" error={error}>
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                  />
                )}
              </Field>
              <Button type="submit" className="w-full" disabled={sending}>
                {sending ? 'Sending…' : 'Send reset link'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
