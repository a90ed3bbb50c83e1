import type { TArbitrator } from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { HistoryPanel } from '../../../components/history-panel';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { isStaleError } from '../../../lib/api-client';
import { useArbitrator } from '../api/get-arbitrator';
import { arbitratorKeys } from '../api/keys';
import { ArbitratorForm } from '../components/arbitrator-form';

/** Route /arbitrators/:id. */
export default function ArbitratorDetailPage() {
  usePageTitle('Dettaglio Arbitrator');
  const id = Number(useParams().id);
  const client = useQueryClient();
  const query = useArbitrator(Number.isInteger(id) ? id : 0);

  if (!Number.isInteger(id) || id <= 0) return <Alert severity="error">Arbitrator non trovato</Alert>;
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
  const arbitrator = query.data;
  // After a 412 the server sent the current record: show it at once, then refetch to be sure.
  const reload = (error?: unknown) => {
    const current = isStaleError(error) ? error.current<TArbitrator>('arbitrator') : undefined;
    if (current) client.setQueryData(arbitratorKeys.detail(id), current);
    void query.refetch();
  };
  return (
    <>
      <ArbitratorForm
        key={`${arbitrator.id}-${arbitrator.version}`}
        arbitrator={arbitrator}
        onReload={reload}
      />
      <HistoryPanel entity="arbitrator" id={arbitrator.id} />
    </>
  );
}
