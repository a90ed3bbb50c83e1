import HowToRegIcon from '@mui/icons-material/HowToReg';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { HistoryPanel } from '../../../components/history-panel';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useConference } from '../api/get-conference';
import { usePrices } from '../api/get-prices';
import { ConferenceForm } from '../components/conference-form';
import { WaitingListPanel } from '../components/waiting-list-panel';

/** Routes /conference/new, /conference/:id. */
export default function ConferenceEditorPage() {
  const params = useParams();
  const isNew = params.id === undefined;
  const id = isNew ? 0 : Number(params.id);
  usePageTitle(isNew ? 'Nuova Conferenza' : 'Modifica Conferenza');
  const conference = useConference(Number.isInteger(id) ? id : 0);
  const prices = usePrices();
  const record = useMemo(
    () =>
      prices.data ? { conference: isNew ? null : (conference.data ?? null), prices: prices.data } : null,
    [isNew, conference.data, prices.data],
  );

  if (!isNew && (!Number.isInteger(id) || id <= 0))
    return <Alert severity="error">Conferenza non trovata</Alert>;
  if (prices.isError) return <QueryError error={prices.error} onRetry={prices.refetch} />;
  if (!isNew && conference.isError) {
    return <QueryError error={conference.error} onRetry={conference.refetch} />;
  }
  if (!record || (!isNew && conference.isPending)) return <PageLoader />;

  const refetch = async () => {
    const [fresh, freshPrices] = await Promise.all([
      isNew ? null : conference.refetch().then((result) => result.data),
      prices.refetch(),
    ]);
    if (!freshPrices.data || (!isNew && !fresh)) return undefined;
    return { conference: fresh ?? null, prices: freshPrices.data };
  };
  return (
    <>
      {isNew ? null : (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={`/conferences/${id}/accoglienza`} startIcon={<HowToRegIcon />}>
            Accoglienza e presenze
          </Button>
        </Stack>
      )}
      <ConferenceForm key={isNew ? 'new' : id} record={record} refetch={refetch} />
      {!isNew && <WaitingListPanel conferenceId={id} />}
      {!isNew && <HistoryPanel entity="conference" id={id} />}
    </>
  );
}
