import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  createContext,
  Fragment,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useRef,
  useState,
} from 'react';

export type ConfirmOptions = {
  /** The question, e.g. "Confermi la cancellazione?". */
  message: ReactNode;
  /** Optional heading above the message. */
  title?: ReactNode;
  /**
   * Every confirmation words its buttons alike: the defaults "Conferma" / "Annulla". Only the
   * wordings SPEC.md fixes set these (the transfers' "Elimina" / "Torna indietro").
   */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Paints the confirm button red for irreversible actions. */
  destructive?: boolean;
  /** The record the question is about, below it: `[['Email', 'a@b.it'], ['Importo', '€ 40,00']]`. */
  details?: readonly (readonly [label: string, value: ReactNode])[];
};

export type ConfirmDialogProps = ConfirmOptions & {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no modal. Prefer useConfirm(); use this directly when the dialog needs its own state. */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel = 'Conferma',
  cancelLabel = 'Annulla',
  destructive = false,
  details,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const detailsId = useId();
  const described = [title ? messageId : null, details?.length ? detailsId : null].filter(Boolean);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={title ? titleId : messageId}
      aria-describedby={described.length ? described.join(' ') : undefined}
      maxWidth="xs"
      fullWidth
    >
      {title ? <DialogTitle id={titleId}>{title}</DialogTitle> : null}
      <DialogContent sx={title ? undefined : { pt: 3 }}>
        <DialogContentText id={messageId} sx={{ color: 'text.primary' }}>
          {message}
        </DialogContentText>
        {details?.length ? (
          <Box
            component="dl"
            id={detailsId}
            sx={{ m: 0, mt: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            {details.map(([label, value]) => (
              <Fragment key={label}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Fragment>
            ))}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit">
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} variant="contained" color={destructive ? 'error' : 'primary'} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Renders the one dialog behind useConfirm(). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    // A dialog still waiting counts as cancelled.
    resolver.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpen(false);
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
      {options ? (
        <ConfirmDialog
          {...options}
          open={open}
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        />
      ) : null}
    </ConfirmContext>
  );
}

/** `if (await confirm({ message: 'Confermi la cancellazione?' })) remove();` */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}
