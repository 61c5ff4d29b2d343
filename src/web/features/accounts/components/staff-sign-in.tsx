import type { FormEventHandler, HTMLInputTypeAttribute, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { m } from '#src/shared/i18n/messages.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Card, CardContent } from '#src/web/components/ui/card.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { PasswordInput } from '#src/web/components/ui/password-input.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { signInWithPassword, signOut } from '#src/web/lib/auth-client.ts';
import { cn } from '#src/web/lib/cn.ts';
import { askSessionUser, setSessionUser } from '#src/web/lib/session.ts';

// The staff page (/admin-access) and the crew's own sign-in on /crew (issue 40 item 7) differ in
// their login field, their texts and where a role goes next; the card, the password field and the
// "a customer account is signed out again" rule are one thing, kept here.

export type StaffRole = 'admin' | 'crew';

/**
 * Signs in with a password and answers the staff role of the account now signed in. Any other
 * account (a customer's) is signed out again and null comes back, so it is never left half
 * signed in on a staff screen.
 */
export async function signInStaff(credentials: {
  email: string;
  password: string;
  rememberMe: boolean;
}): Promise<StaffRole | null> {
  await signInWithPassword(credentials);
  // Asked without publishing: a customer's session, published even for a moment, sent the crew
  // page off to the staff sign-in with "crew only" before this could sign it out.
  const current = await askSessionUser();
  if (current?.role === 'admin' || current?.role === 'crew') {
    setSessionUser(current);
    return current.role;
  }
  await signOut().catch(() => {});
  setSessionUser(null);
  return null;
}

/** What a failed sign-in says: the server's own words (rate limited, locked), except for the 401 of a wrong password. */
export function signInFailure(error: unknown, wrongPassword: string): string {
  return error instanceof ApiError && error.status !== 401 && error.message ? error.message : wrongPassword;
}

export interface LoginField {
  label: string;
  type: Extract<HTMLInputTypeAttribute, 'email' | 'tel'>;
  placeholder: string;
  registration: UseFormRegisterReturn;
}

/** The sign-in card: a heading with its icon, the login and password fields, anything extra, and the button. */
export function StaffSignInCard({
  icon,
  title,
  intro,
  login,
  password,
  isSubmitting,
  onSubmit,
  className,
  children,
}: {
  icon: ReactNode;
  title: string;
  intro: string;
  login: LoginField;
  password: UseFormRegisterReturn;
  isSubmitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The page's own spacing around the card. */
  className: string;
  /** Shown between the password and the button (the staff page's "Remember me" row). */
  children?: ReactNode;
}) {
  return (
    <div className={cn('container-page flex justify-center', className)}>
      <Card className="w-full max-w-md">
        <CardContent className="space-y-6 p-6 sm:p-8">
          <div className="space-y-2 text-center">
            <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              {icon}
            </div>
            <h1 className="text-2xl font-bold">{title}</h1>
            <p className="text-sm text-muted">{intro}</p>
          </div>
          <form className="space-y-4" onSubmit={onSubmit} noValidate>
            <Field label={login.label}>
              {(fieldProps) => (
                <Input
                  {...fieldProps}
                  type={login.type}
                  autoComplete="username"
                  inputMode={login.type}
                  placeholder={login.placeholder}
                  {...login.registration}
                />
              )}
            </Field>
            <Field label={m['submissions.passwordLabel']()}>
              {(fieldProps) => <PasswordInput {...fieldProps} autoComplete="current-password" {...password} />}
            </Field>
            {children}
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? m['submissions.signingIn']() : m['submissions.signIn']()}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
