import {
  INVOICE_SETTINGS_LABELS as LABELS,
  NATURE_CODES,
  SERIES_MAX,
  TAX_REGIMES,
  type TInvoiceSettingsInput,
} from '@app/shared';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { SelectInput } from '../../../components/form/select-input';
import { TextInput } from '../../../components/form/text-input';

type Props = { control: Control<TInvoiceSettingsInput> };

const REGIME_OPTIONS = Object.entries(TAX_REGIMES).map(([value, label]) => ({
  value,
  label: `${value} – ${label}`,
}));
const NATURE_OPTIONS = Object.entries(NATURE_CODES).map(([value, label]) => ({
  value,
  label: `${value} – ${label}`,
}));

// Long labels wrap in the menu instead of widening it past a phone's screen.
const WRAPPING_MENU = {
  select: {
    MenuProps: {
      slotProps: { paper: { sx: { maxWidth: 640, '& .MuiMenuItem-root': { whiteSpace: 'normal' } } } },
    },
  },
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0, mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Stack>
  );
}

/** Every field of the issuer's data (CedentePrestatore), grouped as on an invoice. */
export function SettingsFields({ control }: Props) {
  return (
    <Stack spacing={3}>
      <Section title="Emittente">
        <TextInput control={control} name="name" label={LABELS.name} required />
        <SelectInput
          control={control}
          name="tax_regime"
          label={LABELS.tax_regime}
          options={REGIME_OPTIONS}
          slotProps={WRAPPING_MENU}
        />
        <TextInput control={control} name="vat" label={LABELS.vat} required helperText="11 cifre, senza IT" />
        <TextInput control={control} name="fiscal_code" label={LABELS.fiscal_code} />
      </Section>
      <Section title="Sede">
        <TextInput
          control={control}
          name="address"
          label={LABELS.address}
          required
          helperText="Via e numero civico"
        />
        <TextInput
          control={control}
          name="postal_code"
          label={LABELS.postal_code}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
        <TextInput control={control} name="city" label={LABELS.city} required />
        <TextInput
          control={control}
          name="province"
          label={LABELS.province}
          helperText="Sigla di 2 lettere, es. MI"
          slotProps={{ htmlInput: { maxLength: 2 } }}
        />
        <TextInput
          control={control}
          name="country_code"
          label={LABELS.country_code}
          helperText="Solo Italia: non modificabile"
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </Section>
      <Section title="Pagamenti e contatti">
        <TextInput
          control={control}
          name="iban"
          label={LABELS.iban}
          helperText="Stampato sulle fatture pagate con bonifico"
        />
        <TextInput control={control} name="pec" label={LABELS.pec} type="email" />
      </Section>
      <Section title="Fatture">
        <TextInput
          control={control}
          name="vat_rate"
          label={LABELS.vat_rate}
          type="number"
          helperText="Per le righe soggette a IVA"
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            htmlInput: { min: 1, max: 99, step: 1 },
          }}
        />
        <SelectInput
          control={control}
          name="exempt_nature"
          label={LABELS.exempt_nature}
          options={NATURE_OPTIONS}
          slotProps={WRAPPING_MENU}
          helperText="Per le righe senza IVA"
        />
        <TextInput
          control={control}
          name="series"
          label={LABELS.series}
          helperText="Facoltativa: con «FE» i numeri sono FE-2026-1, senza 2026/0001"
          slotProps={{ htmlInput: { maxLength: SERIES_MAX } }}
        />
      </Section>
    </Stack>
  );
}
