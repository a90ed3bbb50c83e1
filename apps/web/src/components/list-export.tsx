import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { apiBlob, type QueryParams } from '../lib/api-client';
import { type CsvProgress, exportList } from '../lib/csv-download';
import { saveBlob } from '../lib/download';
import type { ListParams } from '../lib/list-query';
import { ExportProgressBar } from './export-progress';
import { type Noun, useCsvExport } from './use-csv-export';
import { XlsxButton } from './xlsx-button';

export type ListExport = {
  /** The list endpoint, e.g. '/api/users': its files are at `<path>/csv` and `<path>/xlsx`. */
  path: string;
  /** The file's name if the server gives none, e.g. 'utenti.csv'. */
  fileName: string;
  /** What one row is, in the messages ({ one: 'utente', many: 'utenti' }); default riga/righe. */
  noun?: Noun;
};

/** The list's search, sort and filters as the file's query: the file holds what the grid selects. */
export const exportQuery = ({ sort, q, filters }: ListParams): QueryParams => ({ sort, q, ...filters });

/** The export mutation of one list endpoint, in the shape useCsvExport takes. */
const listExportOf = (path: string) =>
  function useListExport(onProgress: (progress: CsvProgress) => void) {
    return useMutation({ mutationFn: (query: QueryParams) => exportList(path, query, onProgress) });
  };

/**
 * "Esporta CSV" and "Esporta Excel" of a list: each downloads every row its current search, sort and
 * filters select.
 */
export function ListExportButton({ list, params }: { list: ListExport; params: ListParams }) {
  const exporter = useCsvExport(listExportOf(list.path), { noun: list.noun });
  return (
    <Stack spacing={0.5} sx={{ minWidth: 150 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          loading={exporter.isPending}
          loadingPosition="start"
          onClick={() =>
            exporter.start(exportQuery(params), { onSuccess: (file) => saveBlob(file, list.fileName) })
          }
        >
          Esporta CSV
        </Button>
        <XlsxButton
          fileName={list.fileName.replace(/\.csv$/, '.xlsx')}
          download={() => apiBlob(`${list.path}/xlsx`, { method: 'GET', query: exportQuery(params) })}
        />
      </Stack>
      <ExportProgressBar progress={exporter.progress} />
    </Stack>
  );
}
