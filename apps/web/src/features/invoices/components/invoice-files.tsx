import type { TInvoice } from '@app/shared';
import CodeIcon from '@mui/icons-material/Code';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSnackbar } from '../../../components/snackbar';
import { type InvoiceFile, useDownloadInvoice } from '../api/download-invoice';

type Props = {
  invoice: Pick<TInvoice, 'id' | 'number' | 'file_name' | 'type'>;
  /** Icons in a grid row; labelled buttons on the detail page. */
  compact?: boolean;
};

/** The XML as sent to SdI and its PDF courtesy copy. */
export function InvoiceFiles({ invoice, compact = false }: Props) {
  const download = useDownloadInvoice();
  const snackbar = useSnackbar();
  const busy = (kind: InvoiceFile['kind']) => download.isPending && download.variables?.kind === kind;
  const onDownload = (kind: InvoiceFile['kind']) =>
    download.mutate(
      { id: invoice.id, kind, fileName: invoice.file_name },
      { onError: (error) => snackbar.show(error.message, 'error') },
    );

  const what = `${invoice.type === 'TD04' ? 'della nota di credito' : 'della fattura'} ${invoice.number}`;
  const files = [
    { kind: 'xml' as const, label: 'XML', Icon: CodeIcon },
    { kind: 'pdf' as const, label: 'PDF', Icon: PictureAsPdfIcon },
  ];
  return files.map(({ kind, label, Icon }) =>
    compact ? (
      <Tooltip key={kind} title={`Scarica ${label}`}>
        <span>
          <IconButton
            size="small"
            aria-label={`Scarica ${label} ${what}`}
            onClick={() => onDownload(kind)}
            disabled={busy(kind)}
          >
            <Icon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    ) : (
      <Button
        key={kind}
        variant="outlined"
        startIcon={<Icon />}
        onClick={() => onDownload(kind)}
        loading={busy(kind)}
        loadingPosition="start"
      >
        {label}
      </Button>
    ),
  );
}
