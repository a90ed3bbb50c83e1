import { DOCUMENT_AREA_MSG as TXT } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../../components/page-loader';
import { useJudicialDocuments } from '../api/list-judicial-documents';
import { useJudicialTexts } from '../api/list-judicial-texts';
import { DocumentEntry } from './document-entry';
import { TextEntry } from './text-entry';
import { useDrafts } from './use-drafts';

function Failed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Riprova
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Box>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
        {label}
      </Button>
    </Box>
  );
}

/** Tab Documenti: saved documents, then the new ones being written. */
export function DocumentsTab() {
  const list = useJudicialDocuments();
  const { drafts, add, discard } = useDrafts();
  if (list.isError) return <Failed message={list.error.message} onRetry={() => list.refetch()} />;
  if (!list.data) return <PageLoader />;
  const reload = () => void list.refetch();
  const count = list.data.length;
  return (
    <Stack spacing={2}>
      {count + drafts.length === 0 ? <Typography color="text.secondary">Nessun documento</Typography> : null}
      {list.data.map((entry, i) => (
        <DocumentEntry
          key={`${entry.id}:${entry.version}`}
          entry={entry}
          label={`Documento ${i + 1}`}
          onReload={reload}
        />
      ))}
      {drafts.map((key, i) => (
        <DocumentEntry
          key={`draft-${key}`}
          entry={null}
          label={`Documento ${count + i + 1}`}
          onDone={() => discard(key)}
          onReload={reload}
        />
      ))}
      <AddButton label={TXT.addDocument} onClick={add} />
    </Stack>
  );
}

/** Tab Testi: saved groups of texts, then the new ones being written. */
export function TextsTab() {
  const list = useJudicialTexts();
  const { drafts, add, discard } = useDrafts();
  if (list.isError) return <Failed message={list.error.message} onRetry={() => list.refetch()} />;
  if (!list.data) return <PageLoader />;
  const reload = () => void list.refetch();
  const count = list.data.length;
  return (
    <Stack spacing={2}>
      {count + drafts.length === 0 ? (
        <Typography color="text.secondary">Nessun gruppo di testi</Typography>
      ) : null}
      {list.data.map((entry, i) => (
        <TextEntry
          key={`${entry.id}:${entry.version}`}
          entry={entry}
          label={`Gruppo di testi ${i + 1}`}
          onReload={reload}
        />
      ))}
      {drafts.map((key, i) => (
        <TextEntry
          key={`draft-${key}`}
          entry={null}
          label={`Gruppo di testi ${count + i + 1}`}
          onDone={() => discard(key)}
          onReload={reload}
        />
      ))}
      <AddButton label={TXT.addTextGroup} onClick={add} />
    </Stack>
  );
}
