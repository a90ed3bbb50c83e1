import type { TConference } from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { HistoryPanel } from '../../../components/history-panel';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { isStaleError } from '../../../lib/api-client';
import { useConference } from '../api/get-conference';
import { usePrices } from '../api/get-prices';
import { conferenceKeys } from '../api/keys';
import { ConferenceForm } from '../components/conference-form';

function LoadError({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          Riprova
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** Routes /conference/new, /conference/:id. */
export default function ConferenceEditorPage() {
  const params = useParams();
  const isNew = params.id === undefined;
  const id = isNew ? 0 : Number(params.id);
  usePageTitle(isNew ? 'Nuova Conferenza' : 'Modifica Conferenza');
  const client = useQueryClient();
  const conference = useConference(Number.isInteger(id) ? id : 0);
  const prices = usePrices();

  if (!isNew && (!Number.isInteger(id) || id <= 0))
    return <Alert severity="error">Conferenza non trovata</Alert>;
  if (prices.isError) return <LoadError message={prices.error.message} retry={() => prices.refetch()} />;
  if (!isNew && conference.isError) {
    return <LoadError message={conference.error.message} retry={() => conference.refetch()} />;
  }
  if (prices.isPending || (!isNew && conference.isPending)) return <PageLoader />;

  const current = isNew ? null : (conference.data ?? null);
  const reload = (error?: unknown) => {
    const fresh = isStaleError(error) ? error.current<TConference>('conference') : undefined;
    if (fresh) client.setQueryData(conferenceKeys.detail(id), fresh);
    void conference.refetch();
    void prices.refetch();
  };
  return (
    <>
      <ConferenceForm
        key={current ? `${current.id}-${current.version}` : 'new'}
        conference={current}
        prices={prices.data}
        onReload={reload}
      />
      {!isNew && <HistoryPanel entity="conference" id={id} />}
    </>
  );
}
