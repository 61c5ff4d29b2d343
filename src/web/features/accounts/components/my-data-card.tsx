import { zodResolver } from '@hookform/resolvers/zod';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import { type DeleteAccount, deleteAccountSchema } from '#src/shared/submissions/privacy.ts';
import { privacyApi } from '#src/shared/submissions/privacy-api.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Card, CardContent } from '#src/web/components/ui/card.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { deleteAccount } from '#src/web/features/accounts/api/privacy-api.ts';
import { AccountFormHeading } from '#src/web/features/accounts/components/account-card.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { said } from '#src/web/lib/said.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { notify } from '#src/web/lib/toast.ts';

/** Issue 26 (RA 10173): download my data, and delete my account after the password again. */
export function MyDataCard() {
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccount>({ defaultValues: { password: '' }, resolver: zodResolver(deleteAccountSchema) });

  const remove = handleSubmit(async ({ password }) => {
    try {
      await deleteAccount(password);
      setSessionUser(null);
      setLeaving(true);
      window.location.assign(staticPages.home);
    } catch (error) {
      const wrong = error instanceof ApiError && error.code === 'FORBIDDEN';
      notify.error(said(wrong ? accountNotices.deleteWrongPassword : accountNotices.deleteAccountFailed));
    }
  });
  // Deleted: the button stays off while the browser leaves for the home page.
  const sending = isSubmitting || leaving;

  return (
    <Card>
      <CardContent className="space-y-4">
        <AccountFormHeading icon={ShieldCheck} title={m['accounts.myDataTitle']()}>
          {m['accounts.myDataIntro']()}
        </AccountFormHeading>
        <a
          href={privacyApi.myData}
          download="ligpit-my-data.json"
          className="inline-flex items-center gap-2 font-medium text-brand-700 underline"
        >
          <Download className="size-4" aria-hidden="true" />
          {m['accounts.downloadMyData']()}
        </a>
        {!asking ? (
          <div>
            <Button type="button" variant="outline" onClick={() => setAsking(true)}>
              <Trash2 />
              {m['accounts.deleteAccount']()}
            </Button>
          </div>
        ) : (
          <form onSubmit={remove} noValidate className="space-y-3">
            <p className="text-sm text-muted">{m['accounts.deleteAccountWarning']()}</p>
            <Field
              label={m['accounts.deleteAccountPassword']()}
              error={fieldError(errors.password?.message, {
                'accounts.passwordRequired': m['accounts.passwordRequired'],
              })}
            >
              {(p) => <Input {...p} type="password" autoComplete="current-password" {...register('password')} />}
            </Field>
            <Button type="submit" disabled={sending || watch('password') === ''}>
              {m['accounts.deleteAccountConfirm']()}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
