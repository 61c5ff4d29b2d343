import { CheckCircle2, ShieldAlert } from 'lucide-react';
import { useParams } from 'react-router';
import { m } from '#src/shared/i18n/messages.ts';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { useUndoClaim } from '#src/web/features/accounts/api/privacy-api.ts';
import { AccountCard, AccountDone, AccountFormHeading } from '#src/web/features/accounts/components/account-card.tsx';

/**
 * Issue 26: where the "this was not me" link of a claimed request's e-mail lands. Opening the link
 * changes nothing (mail scanners open links); the button undoes the claim and tells staff.
 */
export default function NotMePage() {
  const { token = '' } = useParams();
  const undo = useUndoClaim();

  if (undo.isError) {
    return (
      <div className="container-page max-w-md space-y-4 py-10">
        <Alert tone="error" title={m['accounts.notMeInvalidTitle']()}>
          {m['accounts.notMeInvalid']()}
        </Alert>
      </div>
    );
  }

  return (
    <AccountCard>
      {undo.isSuccess ? (
        <AccountDone icon={CheckCircle2} title={m['accounts.notMeDoneTitle']()} text={m['accounts.notMeDone']()}>
          {null}
        </AccountDone>
      ) : (
        <div className="space-y-4">
          <AccountFormHeading icon={ShieldAlert} title={m['accounts.notMeTitle']()}>
            {m['accounts.notMeIntro']()}
          </AccountFormHeading>
          <Button type="button" className="w-full" onClick={() => undo.mutate(token)} disabled={undo.isPending}>
            {m['accounts.notMeButton']()}
          </Button>
        </div>
      )}
    </AccountCard>
  );
}
