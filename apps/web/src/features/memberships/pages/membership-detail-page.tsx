import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { HistoryPanel } from '../../../components/history-panel';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useMembership } from '../api/get-membership';
import { MembershipDetail } from '../components/membership-detail';

/** `?tab=company` opens Dettagli Azienda (the billing checks link there). */
const TAB_OF: Record<string, number> = { company: 2 };

/** Route /memberships/:subscriptionId (the Stripe sub_… id; the numeric id works too). */
export default function MembershipDetailPage() {
  usePageTitle('Dettaglio azienda');
  const subscriptionId = useParams().subscriptionId ?? '';
  const query = useMembership(subscriptionId);
  const [search] = useSearchParams();
  const [tab, setTab] = useState(TAB_OF[search.get('tab') ?? ''] ?? 0);

  if (!subscriptionId) return <Alert severity="error">Membership non trovata</Alert>;
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <QueryError error={query.error} onRetry={query.refetch} />;
  const membership = query.data;
  return (
    <>
      <MembershipDetail
        key={membership.company.id}
        membership={membership}
        refetch={async () => (await query.refetch()).data?.company}
        tab={tab}
        onTab={setTab}
      />
      <HistoryPanel entity="subscription" id={membership.subscription_id} />
    </>
  );
}
