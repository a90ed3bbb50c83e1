import Alert from '@mui/material/Alert';
import { useParams } from 'react-router';
import { HistoryPanel } from '../../../components/history-panel';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useArbitrator } from '../api/get-arbitrator';
import { ArbitratorForm } from '../components/arbitrator-form';

/** Route /arbitrators/:id. */
export default function ArbitratorDetailPage() {
  usePageTitle('Dettaglio Arbitrator');
  const id = Number(useParams().id);
  const query = useArbitrator(Number.isInteger(id) ? id : 0);

  if (!Number.isInteger(id) || id <= 0) return <Alert severity="error">Arbitrator non trovato</Alert>;
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <QueryError error={query.error} onRetry={query.refetch} />;
  const arbitrator = query.data;
  return (
    <>
      <ArbitratorForm
        key={arbitrator.id}
        arbitrator={arbitrator}
        refetch={async () => (await query.refetch()).data}
      />
      <HistoryPanel entity="arbitrator" id={arbitrator.id} />
    </>
  );
}
