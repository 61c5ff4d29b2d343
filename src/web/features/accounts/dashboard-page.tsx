import { Plus, UserPen } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { accountNotices, authErrorNotices } from '#src/shared/accounts/messages.ts';
import { accountPages } from '#src/shared/accounts/paths.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { ButtonLink } from '#src/web/components/ui/button.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { Tabs } from '#src/web/components/ui/tabs.tsx';
import { useProfile } from '#src/web/features/accounts/api/account-api.ts';
import { ClaimTracking } from '#src/web/features/accounts/components/claim-tracking.tsx';
import { LoadFailed } from '#src/web/features/accounts/components/load-failed.tsx';
import { MySubmissions } from '#src/web/features/accounts/components/my-submissions.tsx';
import { RequireCustomer, useSessionLost } from '#src/web/features/accounts/components/require-customer.tsx';
import { SavedTrackingNumbers } from '#src/web/features/accounts/components/saved-tracking-numbers.tsx';
import { said } from '#src/web/lib/said.ts';
import { useCurrentUser } from '#src/web/lib/session.ts';
import { notify } from '#src/web/lib/toast.ts';

// product.md §2 "Dashboard (/dashboard)"; design.md §6.11: the confirmation link lands here, signed in,
// or with ?error=CODE when the link was not valid.

const tabKeys = ['numbers', 'submissions', 'claim'] as const;
type TabKey = (typeof tabKeys)[number];
const isTabKey = (value: string | null): value is TabKey => tabKeys.includes(value as TabKey);

export default function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const linkError = params.get('error');

  // A confirmation or reset link that did not work says so in words, signed in or not.
  useEffect(() => {
    if (!linkError) return;
    notify.error(said(authErrorNotices[linkError] ?? accountNotices.verificationLinkInvalid));
    setParams(
      (current) => {
        current.delete('error');
        return current;
      },
      { replace: true },
    );
  }, [linkError, setParams]);

  return (
    <RequireCustomer>
      <Dashboard />
    </RequireCustomer>
  );
}

function Dashboard() {
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  const profile = useProfile();
  useSessionLost([profile.error]);
  const tabParam = params.get('tab');
  const tab: TabKey = isTabKey(tabParam) ? tabParam : 'numbers';
  // product.md §2: "A welcome using the first name, or the part of the e-mail before the at-sign."
  const greeting = profile.data?.firstName || (user?.email ?? '').split('@')[0];

  return (
    <div className="container-page max-w-3xl space-y-6 py-8 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {profile.isPending ? (
          <Skeleton className="h-8 w-48" />
        ) : (
          <h1 className="text-2xl font-bold sm:text-3xl">
            {m['accounts.welcome']()}, {greeting}!
          </h1>
        )}
        <div className="flex flex-wrap gap-2">
          {/* Issue 24: a way to a new request from here, not only through the landing. */}
          <ButtonLink to={submissionPages.signedInUpload} size="sm">
            <Plus />
            {m['accounts.newRequest']()}
          </ButtonLink>
          <ButtonLink to={accountPages.profile} variant="outline" size="sm">
            <UserPen />
            {m['accounts.editProfile']()}
          </ButtonLink>
        </div>
      </div>
      {profile.isError && (
        <LoadFailed notice={said(accountNotices.profileUnavailable)} onRetry={() => profile.refetch()} />
      )}
      <Tabs
        label={m['accounts.yourAccount']()}
        value={tab}
        onChange={(next) =>
          setParams(
            (current) => {
              current.set('tab', next);
              return current;
            },
            { replace: true },
          )
        }
        items={[
          {
            key: 'numbers',
            label: m['accounts.myTrackingNumbers'](),
            panel: <SavedTrackingNumbers variant="dashboard" />,
          },
          { key: 'submissions', label: m['accounts.mySubmissions'](), panel: <MySubmissions /> },
          { key: 'claim', label: m['accounts.claimTracking'](), panel: <ClaimTracking /> },
        ]}
      />
    </div>
  );
}
