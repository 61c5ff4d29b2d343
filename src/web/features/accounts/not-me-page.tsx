import { CheckCircle2, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { NotMeResponse } from '#src/shared/accounts/claim.schema.ts';
import { claimsApi } from '#src/shared/accounts/paths.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { AccountCard, AccountDone, AccountFormHeading } from '#src/web/features/accounts/components/account-card.tsx';
import { api } from '#src/web/lib/api.ts';

/**
 * Issue 26: where the "this was not me" link of a claimed request's e-mail lands. Opening the link
 * changes nothing (mail scanners open links); the button undoes the claim and tells staff.
 */
export default function NotMePage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<'ask' | 'sending' | 'done' | 'invalid'>('ask');

  async function undo() {
    setState('sending');
    try {
      await api<NotMeResponse>(claimsApi.notMe, { method: 'POST', body: { token } });
      setState('done');
    } catch {
      setState('invalid');
    }
  }

  if (state === 'invalid') {
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
      {state === 'done' ? (
        <AccountDone icon={CheckCircle2} title={m['accounts.notMeDoneTitle']()} text={m['accounts.notMeDone']()}>
          {null}
        </AccountDone>
      ) : (
        <div className="space-y-4">
          <AccountFormHeading icon={ShieldAlert} title={m['accounts.notMeTitle']()}>
            {m['accounts.notMeIntro']()}
          </AccountFormHeading>
          <Button type="button" className="w-full" onClick={undo} disabled={state === 'sending'}>
            {m['accounts.notMeButton']()}
          </Button>
        </div>
      )}
    </AccountCard>
  );
}
