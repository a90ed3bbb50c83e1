import { BULK_LIMIT, type TBulkResult } from '@app/shared';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { saveBlob } from '../../lib/download';
import { ActionDialog } from '../action-dialog';
import { BulkFailures } from './bulk-failures';
import { type RunProgress, runInChunks, selectedRows } from './bulk-run';
import { BULK_TEXT } from './bulk-texts';
import type { BulkAction, BulkConfig, Selection } from './bulk-types';

type Props<R> = {
  config: BulkConfig<R>;
  action: BulkAction<R>;
  selection: Selection<R>;
  /** `ran`: something was done, the list changed */
  onClose: (ran: boolean) => void;
};

type Phase =
  | { name: 'reading' }
  | { name: 'ask' }
  | { name: 'running'; progress: RunProgress | null }
  | { name: 'done'; result: TBulkResult & { processed: number }; of: number }
  | { name: 'error'; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One bulk action from question to result: the selected rows read (all N of the filter, when so
 * chosen), the question with their count (and total), the run chunk by chunk with its progress and
 * a way to stop, then what was done and each row that failed with its reason.
 */
export function BulkDialog<R>({ config, action, selection, onClose }: Props<R>) {
  const [phase, setPhase] = useState<Phase>({ name: 'reading' });
  const [rows, setRows] = useState<R[]>([]);
  const [choice, setChoice] = useState(action.download?.choice?.initial);
  const stop = useRef(false);

  // the rows as they were when the dialog opened: a list reloading behind it changes nothing here
  const [opened] = useState(() => ({ config, selection }));
  useEffect(() => {
    const abort = new AbortController();
    selectedRows(opened.config, opened.selection, abort.signal).then(
      (read) => {
        setRows(read);
        setPhase({ name: 'ask' });
      },
      (error) => abort.signal.aborted || setPhase({ name: 'error', message: messageOf(error) }),
    );
    return () => abort.abort();
  }, [opened]);

  const applicable = action.applies ? rows.filter(action.applies) : rows;
  const skipped = rows.length - applicable.length;
  const ids = applicable.map(config.rowId);
  const names = new Map(applicable.map((row) => [config.rowId(row), config.describe(row)]));

  async function start() {
    setPhase({ name: 'running', progress: null });
    try {
      if (action.download) {
        if (ids.length > BULK_LIMIT) throw new Error(BULK_TEXT.exportTooMany(BULK_LIMIT));
        saveBlob(await action.download.fetch(ids, choice), action.download.fileName);
        onClose(false);
        return;
      }
      const onProgress = (progress: RunProgress) => setPhase({ name: 'running', progress });
      const result = await runInChunks(action.run!, ids, onProgress, () => stop.current);
      setPhase({ name: 'done', result, of: ids.length });
    } catch (error) {
      setPhase({ name: 'error', message: messageOf(error) });
    }
  }

  const running = phase.name === 'running';
  const finished = phase.name === 'done';
  const close = () => {
    if (running) stop.current = true;
    else onClose(finished && phase.result.done.length > 0);
  };
  const asking = phase.name === 'ask' && ids.length > 0;
  return (
    <ActionDialog
      title={action.label}
      onClose={close}
      closeLabel={running && !action.download ? BULK_TEXT.stop : asking ? BULK_TEXT.cancel : BULK_TEXT.close}
      pending={running && Boolean(action.download)}
      action={asking ? { label: action.confirmLabel, icon: action.icon, onClick: start } : undefined}
    >
      {phase.name === 'reading' ? (
        <Stack spacing={1}>
          <Typography>{BULK_TEXT.reading}</Typography>
          <LinearProgress aria-label={BULK_TEXT.reading} />
        </Stack>
      ) : null}
      {phase.name === 'ask' ? (
        <Stack spacing={2}>
          <Typography sx={{ fontWeight: 500 }}>
            {ids.length > 0 ? action.question(applicable) : BULK_TEXT.nothingToDo}
          </Typography>
          {skipped > 0 ? <Alert severity="info">{action.skipped?.(skipped)}</Alert> : null}
          {action.note && ids.length > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {action.note}
            </Typography>
          ) : null}
          {action.download?.choice && ids.length > 0 ? (
            <RadioGroup
              aria-label={action.download.choice.label}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
            >
              {action.download.choice.options.map((option) => (
                <FormControlLabel
                  key={option.value}
                  value={option.value}
                  control={<Radio />}
                  label={option.label}
                />
              ))}
            </RadioGroup>
          ) : null}
        </Stack>
      ) : null}
      {phase.name === 'running' ? (
        <Running progress={phase.progress} download={Boolean(action.download)} />
      ) : null}
      {phase.name === 'done' ? (
        <Stack spacing={2}>
          {phase.result.processed < phase.of ? (
            <Alert severity="warning">{BULK_TEXT.stopped(phase.result.processed, phase.of)}</Alert>
          ) : null}
          <Alert severity={phase.result.done.length > 0 ? 'success' : 'info'} role="status">
            {action.doneText(phase.result.done.length)}
          </Alert>
          <BulkFailures failed={phase.result.failed} names={names} noun={config.noun} />
        </Stack>
      ) : null}
      {phase.name === 'error' ? <Alert severity="error">{phase.message}</Alert> : null}
    </ActionDialog>
  );
}

function Running({ progress, download }: { progress: RunProgress | null; download: boolean }) {
  const text = progress ? BULK_TEXT.progress(progress.processed, progress.total) : BULK_TEXT.working;
  const percent = progress && !download ? (progress.processed / progress.total) * 100 : undefined;
  return (
    <Stack spacing={1}>
      <Typography aria-live="polite">{text}</Typography>
      <LinearProgress
        aria-label={text}
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
      />
    </Stack>
  );
}
