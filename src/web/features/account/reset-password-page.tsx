import { CheckCircle2, KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { newPasswordSchema } from '../../../shared/account.schema.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';
import { AccountCard, AccountDone, AccountFormHeading } from './components/account-card.tsx';

/** Where the e-mailed reset link lands (Better Auth adds ?token=… or ?error=INVALID_TOKEN). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse(values);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'confirmPassword' ? 'confirmPassword' : 'password';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await api('/api/auth/reset-password', { method: 'POST', body: { newPassword: parsed.data.password, token } });
      setDone(true);
    } catch (failure) {
      setErrors({ form: failure instanceof Error ? failure.message : 'Please try again.' });
    } finally {
      setSaving(false);
    }
  }

  if (!token || params.get('error')) {
    return (
      <div className="container-page max-w-md space-y-4 py-10">
        <Alert tone="error" title="This reset link is not valid any more">
          Links work once and for one hour. Ask for a new one below.
        </Alert>
        <ButtonLink to="/forgot-password" className="w-full">
          Send me a new link
        </ButtonLink>
      </div>
    );
  }

  return (
    <AccountCard>
      {done ? (
        <AccountDone icon={CheckCircle2} title="Password updated" text="You can now sign in with your new password.">
          <ButtonLink to="/admin-access" className="w-full">
            Staff sign-in
          </ButtonLink>
          <ButtonLink to="/" variant="outline" className="w-full">
            Return Home
          </ButtonLink>
        </AccountDone>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <AccountFormHeading icon={KeyRound} title="Choose a new password">
            At least 8 characters. Signing in elsewhere will need the new password.
          </AccountFormHeading>
          {errors.form && <Alert tone="error" title={errors.form} />}
          <Field label="New password" error={errors.password}>
            {(fieldProps) => (
              <Input
                {...fieldProps}
                type="password"
                autoComplete="new-password"
                value={values.password}
                onChange={(e) => setValues({ ...values, password: e.target.value })}
              />
            )}
          </Field>
          <Field label="Confirm new password" error={errors.confirmPassword}>
            {(fieldProps) => (
              <Input
                {...fieldProps}
                type="password"
                autoComplete="new-password"
                value={values.confirmPassword}
                onChange={(e) => setValues({ ...values, confirmPassword: e.target.value })}
              />
            )}
          </Field>
          <Button type="submit" className="w-full" disabled={saving}>
            {saving ? 'Saving…' : 'Save new password'}
          </Button>
        </form>
      )}
    </AccountCard>
  );
}
