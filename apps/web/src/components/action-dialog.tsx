import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

type Action = {
  label: string;
  onClick: () => void;
  icon?: ReactNode;
  color?: 'primary' | 'error';
  disabled?: boolean;
};

type Props = {
  /** names the dialog too */
  title: ReactNode;
  onClose: () => void;
  /** the action runs: the dialog stays open and its buttons wait */
  pending?: boolean;
  maxWidth?: 'xs' | 'sm';
  /** the button that closes; default "Annulla" */
  closeLabel?: string;
  /** the contained button on the right; none for a dialog that only shows something */
  action?: Action;
  children: ReactNode;
};

/** A dialog that asks for one thing and does it: title, content, close and the action. */
export function ActionDialog({
  title,
  onClose,
  pending = false,
  maxWidth = 'sm',
  closeLabel = 'Annulla',
  action,
  children,
}: Props) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={pending}>
          {closeLabel}
        </Button>
        {action ? (
          <Button
            variant="contained"
            color={action.color}
            startIcon={action.icon}
            onClick={action.onClick}
            disabled={action.disabled}
            loading={pending}
            loadingPosition={action.icon ? 'start' : undefined}
          >
            {action.label}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
