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
import { SwitchInput } from '../../../components/form/switch-input';
import { TextInput } from '../../../components/form/text-input';

type Props = { control: Control<TInvoiceSettingsInput> };
type Name = keyof typeof LABELS & keyof TInvoiceSettingsInput;

/** The control, name and label every field of the form takes. */
const bind = (control: Props['control'], name: Name) => ({ control, name, label: LABELS[name] });

/** "code – description" options of a table of codes. */
const codeOptions = (codes: Record<string, string>) =>
  Object.entries(codes).map(([value, label]) => ({ value, label: `${value} – ${label}` }));
const REGIME_OPTIONS = codeOptions(TAX_REGIMES);
const NATURE_OPTIONS = codeOptions(NATURE_CODES);

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
        <TextInput {...bind(control, 'name')} required />
        <SelectInput
          {...bind(control, 'tax_regime')}
          options={REGIME_OPTIONS}
          slotProps={WRAPPING_MENU}
          helperText="Con RF02 (minimi) o RF19 (forfettario) le fatture sono senza IVA, natura N2.2"
        />
        <TextInput {...bind(control, 'vat')} required helperText="11 cifre, senza IT" />
        <TextInput {...bind(control, 'fiscal_code')} />
      </Section>
      <Section title="Sede">
        <TextInput {...bind(control, 'address')} required helperText="Via e numero civico" />
        <TextInput
          {...bind(control, 'postal_code')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
        <TextInput {...bind(control, 'city')} required />
        <TextInput
          {...bind(control, 'province')}
          helperText="Sigla ufficiale di 2 lettere, es. MI"
          slotProps={{ htmlInput: { maxLength: 2 } }}
        />
        <TextInput
          {...bind(control, 'country_code')}
          helperText="Solo Italia: non modificabile"
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </Section>
      <Section title="Pagamenti e contatti">
        <TextInput
          {...bind(control, 'iban')}
          helperText="Stampato sulle fatture pagate con bonifico; le cifre di controllo sono verificate"
        />
        <TextInput
          {...bind(control, 'pec')}
          type="email"
          helperText="Posta elettronica certificata dell’associazione, es. nome@pec.it"
        />
      </Section>
      <Section title="Fatture">
        <TextInput
          {...bind(control, 'vat_rate')}
          type="number"
          helperText="Per le righe soggette a IVA"
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            htmlInput: { min: 1, max: 99, step: 1 },
          }}
        />
        <SelectInput
          {...bind(control, 'exempt_nature')}
          options={NATURE_OPTIONS}
          slotProps={WRAPPING_MENU}
          helperText="Per le righe senza IVA (esteri, UE con VIES); N2.2 con RF02 e RF19"
        />
        <TextInput
          {...bind(control, 'series')}
          helperText="Facoltativa: con «FE» i numeri sono FE-2026-1, senza 2026/0001"
          slotProps={{ htmlInput: { maxLength: SERIES_MAX } }}
        />
      </Section>
      <Section title="Imposta di bollo">
        <Box sx={{ gridColumn: '1 / -1' }}>
          <SwitchInput
            {...bind(control, 'stamp_duty_charged')}
            helperText="Le fatture senza IVA oltre € 77,47 portano il bollo virtuale da € 2,00 (non quelle di esportazioni e cessioni UE). Attivo: il preventivo e l’ordine aggiungono una riga di € 2,00 e il cliente lo paga; spento: lo paga l’associazione."
          />
        </Box>
      </Section>
    </Stack>
  );
}
