import TableViewIcon from '@mui/icons-material/TableView';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import type { BlobResult } from '../lib/api-client';
import { saveBlob } from '../lib/download';
import { useSnackbar } from './snackbar';

type Props = {
  /** Fetches the workbook (the export's `xlsx` form); resolves with the file, or null to stop (a form not valid). */
  download: () => Promise<BlobResult | null>;
  /** The file's name if the server gives none. */
  fileName: string;
  variant?: ButtonProps['variant'];
  disabled?: boolean;
};

/**
 * "Esporta Excel": the same rows as the CSV beside it, as a workbook with typed cells (dates as
 * dates, euro amounts as numbers). A zipped workbook has no lines to count while it streams: the
 * button shows it is working until the file is saved.
 */
export function XlsxButton({ download, fileName, variant = 'outlined', disabled }: Props) {
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: download,
    onSuccess: (file) => {
      if (file) saveBlob(file, fileName);
    },
    onError: (error) => snackbar.show(error.message, 'error'),
  });
  return (
    <Button
      variant={variant}
      startIcon={<TableViewIcon />}
      loading={mutation.isPending}
      loadingPosition="start"
      disabled={disabled}
      onClick={() => mutation.mutate()}
    >
      Esporta Excel
    </Button>
  );
}
