import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { decodeQr, decodeQrFile } from './qr-decode';

/** The same code read twice within this time is one scan (the camera sees it many times a second). */
const REPEAT_MS = 3000;

/**
 * The camera pointed at a ticket: each QR code read is handed to `onCode` once. Without a camera
 * (or permission), a photo of the ticket does the same.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const [active, setActive] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const hand = useCallback(
    (code: string) => {
      const now = Date.now();
      if (last.current && last.current.code === code && now - last.current.at < REPEAT_MS) return;
      last.current = { code, at: now };
      onCode(code);
    },
    [onCode],
  );

  const stop = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setActive(false);
  }, []);

  useEffect(() => stop, [stop]);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const canvas = document.createElement('canvas');
    const tick = async () => {
      if (cancelled) return;
      const v = video.current;
      if (v && v.readyState >= 2) {
        const code = await decodeQr(v, canvas).catch(() => null);
        if (code) hand(code);
      }
      setTimeout(tick, 250);
    };
    void tick();
    return () => {
      cancelled = true;
    };
  }, [active, hand]);

  const start = async () => {
    setProblem(null);
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play();
      }
      setActive(true);
    } catch {
      setProblem('Fotocamera non disponibile: scatta una foto del biglietto o digita il codice.');
    }
  };

  const fromPhoto = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const code = await decodeQrFile(file).catch(() => null);
    if (code) hand(code);
    else setProblem('Nessun codice QR leggibile nella foto: riprova più vicino, o digita il codice.');
  };

  return (
    <Stack spacing={1}>
      <Box
        sx={{
          display: active ? 'block' : 'none',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'common.black',
          aspectRatio: '4 / 3',
        }}
      >
        <video ref={video} muted playsInline style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {active ? (
          <Button variant="outlined" startIcon={<StopIcon />} onClick={stop}>
            Ferma fotocamera
          </Button>
        ) : (
          <Button variant="contained" startIcon={<QrCodeScannerIcon />} onClick={start}>
            Scansiona
          </Button>
        )}
        <Button variant="outlined" component="label" startIcon={<PhotoCameraIcon />}>
          Foto del biglietto
          <input
            hidden
            type="file"
            accept="image/*"
            capture="environment"
            aria-label="Foto del biglietto"
            onChange={(e) => {
              void fromPhoto(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
      </Stack>
      {problem ? <Alert severity="warning">{problem}</Alert> : null}
    </Stack>
  );
}
