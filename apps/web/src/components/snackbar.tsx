import { SNACKBAR_MS } from '@app/shared';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** A button in the message, e.g. "Annulla" to undo what was just done. */
export type SnackbarAction = { label: string; onClick: () => void };

type Message = { key: number; text: string; severity: AlertColor; action?: SnackbarAction };

/** A message with an action stays longer: time to read it and reach the button. */
const ACTION_MS = 8000;

type SnackbarApi = {
  /** Shows a message for SNACKBAR_MS (3 s); a new message replaces the one on screen. */
  show: (text: string, severity?: AlertColor, action?: SnackbarAction) => void;
};

const SnackbarContext = createContext<SnackbarApi | null>(null);

/** One snackbar for the whole app; screens report results through useSnackbar(). */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((text: string, severity: AlertColor = 'success', action?: SnackbarAction) => {
    setMessage({ key: Date.now(), text, severity, action });
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ show }), [show]);

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not cut the message short.
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <SnackbarContext value={api}>
      {children}
      <Snackbar
        key={message?.key}
        open={open}
        autoHideDuration={message?.action ? ACTION_MS : SNACKBAR_MS}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ transition: { onExited: () => setMessage(null) } }}
      >
        {message ? (
          <Alert
            severity={message.severity}
            variant="filled"
            onClose={() => setOpen(false)}
            action={
              message.action ? (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    setOpen(false);
                    message.action?.onClick();
                  }}
                >
                  {message.action.label}
                </Button>
              ) : undefined
            }
            sx={{ width: '100%' }}
          >
            {message.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </SnackbarContext>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs a SnackbarProvider');
  return api;
}
