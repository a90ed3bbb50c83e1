import type { TSdiReceiptResult } from '@app/shared';
import { detailPath } from '@app/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '../../../components/snackbar';
import { type SdiReceiptsReply, useImportReceipts } from '../api/import-receipts';

/** The SdI notification kinds, as the Agenzia delle Entrate names them. */
const KIND_LABELS: Record<TSdiReceiptResult['kind'], string> = {
  RC: 'Ricevuta di consegna',
  NS: 'Notifica di scarto',
  MC: 'Notifica di mancata consegna',
  NE: 'Notifica esito committente',
  AT: 'Attestazione di trasmissione con impossibilità di recapito',
  DT: 'Notifica di decorrenza termini',
};

/** Stable keys from names that may repeat (two folders of a ZIP can hold the same file name). */
function withKeys<T>(items: readonly T[], name: (item: T) => string): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const n = seen.get(name(item)) ?? 0;
    seen.set(name(item), n + 1);
    return { key: n ? `${name(item)}#${n}` : name(item), item };
  });
}

function ReceiptLine({ receipt }: { receipt: TSdiReceiptResult }) {
  const invoice = receipt.number ?? receipt.invoice_file_name ?? 'fattura non trovata';
  return (
    <ListItem disableGutters divider>
      <ListItemText
        primary={
          <>
            {KIND_LABELS[receipt.kind]} ·{' '}
            {receipt.invoice_id ? (
              <Link component={RouterLink} to={detailPath('invoice', receipt.invoice_id)}>
                {invoice}
              </Link>
            ) : (
              invoice
            )}
          </>
        }
        secondary={
          <>
            {receipt.outcome}
            <Typography component="span" variant="caption" sx={{ display: 'block', wordBreak: 'break-all' }}>
              {receipt.source}
            </Typography>
          </>
        }
      />
    </ListItem>
  );
}

function ResultDialog({ result, onClose }: { result: SdiReceiptsReply; onClose: () => void }) {
  const titleId = useId();
  const { receipts, problems } = result;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Ricevute SdI importate</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1" component="h3">
          Ricevute ({receipts.length})
        </Typography>
        {receipts.length ? (
          <List dense aria-label="Esito delle ricevute">
            {withKeys(receipts, (r) => r.source).map(({ key, item }) => (
              <ReceiptLine key={key} receipt={item} />
            ))}
          </List>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Nessuna ricevuta SdI nel file.
          </Typography>
        )}
        {problems.length ? (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              File non letti ({problems.length})
            </Typography>
            <List dense aria-label="File non letti">
              {withKeys(problems, (p) => p.file).map(({ key, item: p }) => (
                <ListItem key={key} disableGutters divider>
                  <ListItemText
                    primary={p.file}
                    secondary={p.reason}
                    slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }}
                  />
                </ListItem>
              ))}
            </List>
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained">
          Chiudi
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Importa ricevute SdI": one notification XML or a ZIP of them updates the invoices' SdI status. */
export function ReceiptsImport() {
  const input = useRef<HTMLInputElement>(null);
  const importer = useImportReceipts();
  const snackbar = useSnackbar();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that the same file can be picked again.
    event.target.value = '';
    if (!file) return;
    importer.mutate(file, { onError: (error) => snackbar.show(error.message, 'error') });
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        onClick={() => input.current?.click()}
        loading={importer.isPending}
        loadingPosition="start"
      >
        Importa ricevute SdI
      </Button>
      <input
        ref={input}
        type="file"
        accept=".xml,.zip,application/xml,text/xml,application/zip"
        hidden
        aria-label="File delle ricevute SdI"
        onChange={onPick}
      />
      {importer.data ? <ResultDialog result={importer.data} onClose={() => importer.reset()} /> : null}
    </>
  );
}
