import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import Chip from '@mui/material/Chip';
import { useEffect, useState } from 'react';

/** Whether the browser says it is online, following its events. */
export function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/**
 * The connection as the door sees it: offline (the browser says so, or the last call got no
 * answer), slow (a scan waiting for its answer too long), or connected.
 */
export function ConnectionStatus({
  online,
  failing,
  slow,
}: {
  online: boolean;
  failing: boolean;
  slow: boolean;
}) {
  if (!online || failing) {
    return <Chip color="error" icon={<CloudOffIcon />} label="Senza connessione" role="status" />;
  }
  if (slow) return <Chip color="warning" icon={<CloudOffIcon />} label="Connessione lenta…" role="status" />;
  return <Chip color="success" variant="outlined" icon={<CloudDoneIcon />} label="Connesso" role="status" />;
}
