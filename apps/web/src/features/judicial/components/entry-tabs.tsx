import { DOCUMENT_AREA_MSG as TXT } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { useJudicialDocuments } from '../api/list-judicial-documents';
import { useJudicialTexts } from '../api/list-judicial-texts';
import { DocumentEntry } from './document-entry';
import { TextEntry } from './text-entry';
import { type EntryProps, useDrafts } from './use-drafts';

type Saved = { id: number; version: number };

type ListProps<T extends Saved> = {
  list: UseQueryResult<readonly T[]>;
  Entry: ComponentType<EntryProps<T>>;
  /** "Documento" → "Documento 1", "Documento 2"… */
  noun: string;
  empty: string;
  addLabel: string;
};

/** The saved entries of a tab, then the new ones being written, then the button adding one. */
function EntryList<T extends Saved>({ list, Entry, noun, empty, addLabel }: ListProps<T>) {
  const { drafts, add, discard } = useDrafts();
  if (list.isError) return <QueryError error={list.error} onRetry={list.refetch} />;
  if (!list.data) return <PageLoader />;
  const reload = async () => (await list.refetch()).data;
  const count = list.data.length;
  return (
    <Stack spacing={2}>
      {count + drafts.length === 0 ? <Typography color="text.secondary">{empty}</Typography> : null}
      {list.data.map((entry, i) => (
        // a new version (after a save) remounts the entry with it
        <Entry
          key={`${entry.id}:${entry.version}`}
          entry={entry}
          label={`${noun} ${i + 1}`}
          onReload={reload}
        />
      ))}
      {drafts.map((key, i) => (
        <Entry
          key={`draft-${key}`}
          entry={null}
          label={`${noun} ${count + i + 1}`}
          onDone={() => discard(key)}
          onReload={reload}
        />
      ))}
      <Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={add}>
          {addLabel}
        </Button>
      </Box>
    </Stack>
  );
}

const DOCUMENTS = { noun: 'Documento', empty: 'Nessun documento', addLabel: TXT.addDocument };
const TEXTS = { noun: 'Gruppo di testi', empty: 'Nessun gruppo di testi', addLabel: TXT.addTextGroup };

/** Tab Documenti: saved documents, then the new ones being written. */
export function DocumentsTab() {
  return <EntryList list={useJudicialDocuments()} Entry={DocumentEntry} {...DOCUMENTS} />;
}

/** Tab Testi: saved groups of texts, then the new ones being written. */
export function TextsTab() {
  return <EntryList list={useJudicialTexts()} Entry={TextEntry} {...TEXTS} />;
}
