import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const BOUNDS = [
  ['from', 'Dal'],
  ['to', 'Al'],
] as const;

/** The activity date range (?from=&to=, yyyy-MM-dd, both days included), kept in the URL. */
export function useDateRange() {
  const [params] = useSearchParams();
  const pick = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY_RE.test(value) ? value : undefined;
  };
  return { from: pick('from'), to: pick('to') };
}

export function DateRange() {
  const [params, setParams] = useSearchParams();
  const { from, to } = useDateRange();
  const set = (name: 'from' | 'to', value: string) => {
    const next = new URLSearchParams(params);
    if (DAY_RE.test(value)) next.set(name, value);
    else next.delete(name);
    next.set('page', '1');
    setParams(next, { replace: true });
  };
  return (
    <Stack direction="row" spacing={1}>
      {BOUNDS.map(([name, label]) => (
        <TextField
          key={name}
          type="date"
          size="small"
          label={label}
          value={(name === 'from' ? from : to) ?? ''}
          onChange={(e) => set(name, e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </Stack>
  );
}
