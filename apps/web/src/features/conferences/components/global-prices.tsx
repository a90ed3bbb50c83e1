import { formatCents, PRICE_KIND_LABELS, PRICE_KINDS, type TPrices } from '@app/shared';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import { MoneyInput } from '../../../components/form/money-input';
import { conferencesQuery } from '../api/list-conferences';
import type { ConferenceFormValues } from './conference-values';

const priceGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
} as const;

export const GLOBAL_PRICES_TITLE = 'Tariffe comuni a tutte le conferenze';

/** How many conferences the global prices apply to (a new one not yet counted adds one). */
export function useConferenceCount(isNew: boolean): number | undefined {
  const total = useQuery(conferencesQuery({ page: 1, pageSize: 1 })).data?.total;
  return total === undefined ? undefined : total + (isNew ? 1 : 0);
}

/** "tutte le 4 conferenze", or "tutte le conferenze" while the count loads. */
export const allConferences = (count: number | undefined) =>
  count === undefined
    ? 'tutte le conferenze'
    : count === 1
      ? "l'unica conferenza"
      : `tutte le ${count} conferenze`;

/** Each global price the edit changes, as "Prezzo ospiti: € 450,00 → € 77,00". */
export function priceChanges(
  before: { [K in keyof TPrices]?: { price?: number } } | undefined,
  after: ConferenceFormValues['prices'],
): string[] {
  return PRICE_KINDS.flatMap((kind) => {
    const from = before?.[kind]?.price;
    const to = after[kind]?.price;
    if (from === to || typeof to !== 'number') return [];
    const was = typeof from === 'number' ? formatCents(from) : '—';
    return [`${PRICE_KIND_LABELS[kind]}: ${was} → ${formatCents(to)}`];
  });
}

/**
 * The member, expert, guest, streaming and speaker prices are not the conference's: one set for
 * every conference. A card of their own says so before anything is typed.
 */
export function GlobalPrices({ control, count }: { control: Control<ConferenceFormValues>; count?: number }) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 3 }, borderColor: 'warning.main' }}
    >
      <Stack spacing={2}>
        <Typography variant="h6" component="h2" id={titleId}>
          {GLOBAL_PRICES_TITLE}
        </Typography>
        <Alert severity="warning">
          Queste tariffe non sono di questa conferenza: valgono per {allConferences(count)}. Se le modifichi,
          al salvataggio ti sarà chiesta conferma.
        </Alert>
        <Stack sx={priceGrid}>
          {PRICE_KINDS.map((kind) => (
            <MoneyInput
              key={kind}
              control={control}
              name={`prices.${kind}.price`}
              label={PRICE_KIND_LABELS[kind]}
              required
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
