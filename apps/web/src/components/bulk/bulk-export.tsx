import { BULK_LIMIT } from '@app/shared';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiBlob, type QueryParams } from '../../lib/api-client';
import { exportList } from '../../lib/csv-download';
import { saveBlob } from '../../lib/download';
import { exportQuery } from '../list-export';
import { useSnackbar } from '../snackbar';
import { BULK_TEXT } from './bulk-texts';
import type { BulkConfig, Selection } from './bulk-types';

/**
 * "Esporta selezione": the list's own CSV or workbook of the selected rows only (`ids`), or of
 * every row the filters select when all are selected.
 */
export function BulkExport<R>({ config, selection }: { config: BulkConfig<R>; selection: Selection<R> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: async (format: 'csv' | 'xlsx') => {
      const query: QueryParams = selection.allMatching
        ? { ...exportQuery(selection.params), ...config.extra }
        : { ids: selection.rows.map(config.rowId).join(','), sort: selection.params.sort, ...config.extra };
      if (!selection.allMatching && selection.rows.length > BULK_LIMIT) {
        throw new Error(BULK_TEXT.exportTooMany(BULK_LIMIT));
      }
      const file =
        format === 'csv'
          ? await exportList(config.path, query)
          : await apiBlob(`${config.path}/xlsx`, { method: 'GET', query });
      saveBlob(file, format === 'csv' ? config.fileName : config.fileName.replace(/\.csv$/, '.xlsx'));
    },
    onError: (error) => snackbar.show(error.message, 'error'),
  });
  const choose = (format: 'csv' | 'xlsx') => {
    setAnchor(null);
    mutation.mutate(format);
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        loading={mutation.isPending}
        loadingPosition="start"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {BULK_TEXT.export}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('csv')}>{BULK_TEXT.exportCsv}</MenuItem>
        <MenuItem onClick={() => choose('xlsx')}>{BULK_TEXT.exportXlsx}</MenuItem>
      </Menu>
    </>
  );
}
