import Box from '@mui/material/Box';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/date-field';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
/** A year typed digit by digit is a valid date at every step (0002, 0020, 0202, 2026): only a
 * plausible one filters the list. */
const FIRST_YEAR = 1900;
const BOUNDS = [
  ['from', 'Dal'],
  ['to', 'Fino al'],
] as const;
type Bound = (typeof BOUNDS)[number][0];

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
 * the browser's language); side by side, half the screen each on a phone. What is being typed
 * stays in the fields; the URL takes a day once it is a plausible one.
 */
export function DateRange() {
  const [, setParams] = useSearchParams();
  const range = useDateRange();
  const [typed, setTyped] = useState<Record<Bound, string | null>>({
    from: range.from ?? null,
    to: range.to ?? null,
  });
  // the URL changed by other means (Back, a link): the fields show it
  const [seen, setSeen] = useState(range);
  if (seen.from !== range.from || seen.to !== range.to) {
    setSeen(range);
    setTyped({ from: range.from ?? null, to: range.to ?? null });
  }
  const set = (name: Bound, value: string | null) => {
    setTyped((current) => ({ ...current, [name]: value }));
    if (value !== null && Number(value.slice(0, 4)) < FIRST_YEAR) return;
    // the address as it is now: the router re-renders in a transition, so the other field's day,
    // just written to the URL, may not have reached this render's params yet
    const next = new URLSearchParams(window.location.search);
    if (value && DAY_RE.test(value)) next.set(name, value);
    else next.delete(name);
    next.set('page', '1');
    setParams(next, { replace: true });
  };
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {BOUNDS.map(([name, label]) => (
        <Box key={name} sx={{ width: { xs: 'calc(50vw - 24px)', sm: 175 } }}>
          <DateField
            name={name}
            size="small"
            label={label}
            value={typed[name]}
            onChange={(value) => set(name, value)}
            minDate={name === 'to' ? range.from : undefined}
            maxDate={name === 'from' ? range.to : undefined}
          />
        </Box>
      ))}
    </Box>
  );
}
