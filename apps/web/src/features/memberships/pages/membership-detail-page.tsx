import type { TMembership } from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { HistoryPanel } from '../../../components/history-panel';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { isStaleError } from '../../../lib/api-client';
import { useMembership } from '../api/get-membership';
import { membershipKeys } from '../api/keys';
import { MembershipDetail } from '../components/membership-detail';

/** Route /memberships/:subscriptionId (the Stripe sub_… id; the numeric id works too). */
export default function MembershipDetailPage() {
  usePageTitle('Dettaglio Company');
  const subscriptionId = useParams().subscriptionId ?? '';
  const client = useQueryClient();
  const query = useMembership(subscriptionId);
  const [tab, setTab] = useState(0);

  if (!subscriptionId) return <Alert severity="error">Membership non trovata</Alert>;
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => query.refetch()}>
            Riprova
          </Button>
        }
      >
        {query.error.message}
      </Alert>
    );
  }
  const membership = query.data;
  // After a 412 the server sent the current company: show it at once, then refetch the whole detail.
  const reload = (error?: unknown) => {
    const current = isStaleError(error) ? error.current<TMembership['company']>('company') : undefined;
    if (current) {
      client.setQueryData<TMembership>(membershipKeys.detail(subscriptionId), (old) =>
        old ? { ...old, company: { ...old.company, ...current } } : old,
      );
    }
    void query.refetch();
  };
  return (
    <>
      <MembershipDetail
        key={`${membership.company.id}-${membership.company.version}`}
        membership={membership}
        onReload={reload}
        tab={tab}
        onTab={setTab}
      />
      <HistoryPanel entity="subscription" id={membership.subscription_id} />
    </>
  );
}
