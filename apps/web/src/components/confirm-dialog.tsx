import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, type ReactNode, useCallback, useContext, useId, useRef, useState } from 'react';

export type ConfirmOptions = {
  /** The question, e.g. "Confermi la cancellazione?". */
  message: ReactNode;
  /** Optional heading above the message. */
  title?: ReactNode;
  /** Default "Conferma"; e.g. "Elimina". */
  confirmLabel?: string;
  /** Default "Annulla"; e.g. "Torna indietro". */
  cancelLabel?: string;
  /** Paints the confirm button red for irreversible actions. */
  destructive?: boolean;
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
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={title ? titleId : messageId}
      aria-describedby={title ? messageId : undefined}
      maxWidth="xs"
      fullWidth
    >
      {title ? <DialogTitle id={titleId}>{title}</DialogTitle> : null}
      <DialogContent sx={title ? undefined : { pt: 3 }}>
        <DialogContentText id={messageId} sx={{ color: 'text.primary' }}>
          {message}
        </DialogContentText>
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
