import { Eye, EyeOff, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { adminMessages } from '../../../shared/admin.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Field, Input } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api.ts';
import { refreshSession, setSessionUser, useCurrentUser } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { requestPasswordReset, signInWithPassword, signOut } from './api/admin-api.ts';

// spec §2 "Admin login", §8 "Admin login failure"; issue 5: "Remember me" chooses a long session or a browser session.
const redirectDelayMs = 500; // spec §9

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const { user, isPending } = useCurrentUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const signedIn = useRef(false);

  // An existing staff session goes straight to the dashboard.
  useEffect(() => {
    if (!isPending && user?.role === 'admin' && !signedIn.current) navigate('/admin-dashboard', { replace: true });
  }, [isPending, user, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      notify.error({ title: 'Missing Information', description: 'Please enter your email and password' });
      return;
    }
    setBusy(true);
    try {
      await signInWithPassword({ email: email.trim(), password, rememberMe });
      const current = await refreshSession();
      if (current?.role !== 'admin') {
        // A customer account must not end up half-signed-in on the staff side.
        await signOut().catch(() => {});
        setSessionUser(null);
        notify.error({ title: adminMessages.loginFailed, description: 'This account does not have staff access.' });
        return;
      }
      signedIn.current = true;
      notify.success(adminMessages.loginSuccess);
      window.setTimeout(() => navigate('/admin-dashboard', { replace: true }), redirectDelayMs);
    } catch (error) {
      const description =
        error instanceof ApiError && error.status === 429
          ? error.message
          : error instanceof ApiError && error.status !== 401 && error.message
            ? error.message
            : adminMessages.loginFailedDescription;
      notify.error({ title: adminMessages.loginFailed, description });
    } finally {
      setBusy(false);
    }
  }

  async function forgotPassword() {
    if (!email.trim()) {
      notify.info({
        title: 'Forgot password?',
        description: 'Enter your e-mail address above, then press this again.',
      });
      return;
    }
    try {
      await requestPasswordReset(email.trim());
      notify.success({
        title: 'Check your e-mail',
        description: 'If this address has an account, a link to choose a new password is on its way.',
      });
    } catch (error) {
      notify.error({
        title: 'Error',
        description: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
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
            <h1 className="text-2xl font-bold">Admin Access</h1>
            <p className="text-sm text-muted">Staff sign-in to review and schedule pickups.</p>
          </div>
          <form className="space-y-4" onSubmit={submit} noValidate>
            <Field label="E-mail">
              {(fieldProps) => (
                <Input
                  {...fieldProps}
                  type="email"
                  autoComplete="username"
                  inputMode="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  placeholder="staff@ligpit.ph"
                />
              )}
            </Field>
            <Field label="Password">
              {(fieldProps) => (
                <div className="relative">
                  <Input
                    {...fieldProps}
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    className="pr-12"
                  />
                  <button
                    type="button"
                    onClick={() => setShowPassword((v) => !v)}
                    className="absolute inset-y-0 right-0 flex w-12 items-center justify-center text-muted hover:text-brand-700"
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                  >
                    {showPassword ? <EyeOff className="size-5" /> : <Eye className="size-5" />}
                  </button>
                </div>
              )}
            </Field>
            <div className="flex items-center justify-between gap-3 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={rememberMe}
                  onChange={(e) => setRememberMe(e.target.checked)}
                  className="size-4 accent-brand-600"
                />
                Remember me
              </label>
              <button type="button" onClick={forgotPassword} className="font-semibold text-brand-700 hover:underline">
                Forgot password?
              </button>
            </div>
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? 'Signing in…' : 'Sign in'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
