import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/date-field';

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

/**
 * The two days as dd/MM/yyyy (the shared date picker, not the browser's date input, which follows
 * the browser's language); side by side, and half the width each on a phone.
 */
export function DateRange() {
  const [params, setParams] = useSearchParams();
  const { from, to } = useDateRange();
  const set = (name: 'from' | 'to', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value && DAY_RE.test(value)) next.set(name, value);
    else next.delete(name);
    next.set('page', '1');
    setParams(next, { replace: true });
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, width: { xs: '100%', sm: 'auto' } }}>
      {BOUNDS.map(([name, label]) => (
        <Box key={name} sx={{ flex: { xs: 1, sm: 'none' }, width: { sm: 175 }, minWidth: 0 }}>
          <DateField
            name={name}
            size="small"
            label={label}
            value={name === 'from' ? from : to}
            onChange={(value) => set(name, value)}
            minDate={name === 'to' ? from : undefined}
            maxDate={name === 'from' ? to : undefined}
          />
        </Box>
      ))}
    </Box>
  );
}
