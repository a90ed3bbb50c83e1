import { COUPON_ANY_CONFERENCE, COUPON_MSG, detailPath, type TCoupon, ZCouponUpdate } from '@app/shared';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { EditorHeader } from '../../../components/editor/editor-header';
import { useEditor } from '../../../components/editor/use-editor';
import { DateInput } from '../../../components/form/date-input';
import { MoneyInput } from '../../../components/form/money-input';
import { SelectInput } from '../../../components/form/select-input';
import { TextInput } from '../../../components/form/text-input';
import { useConferenceChoices } from '../api/list-conferences';
import { useSaveCoupon } from '../api/save-coupon';
import { type DiscountKind, kindOf, toFormValues } from './coupon-values';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

type Props = {
  coupon: TCoupon | null;
  /** loads the coupon again (Ricarica after a 412) */
  refetch: () => Promise<TCoupon | undefined>;
};

/** The coupon editor: code, a fixed amount or a percent, its conference or all, until when, how many uses. */
export function CouponForm({ coupon, refetch }: Props) {
  const navigate = useNavigate();
  const save = useSaveCoupon();
  const conferences = useConferenceChoices();
  const [kind, setKind] = useState<DiscountKind>(() => kindOf(coupon));
  const kindLabel = useId();
  const editor = useEditor({
    schema: ZCouponUpdate,
    mode: 'onTouched',
    record: coupon,
    toValues: toFormValues,
    save: (values, base) =>
      save.mutateAsync({ id: base?.id ?? null, version: base?.version, coupon: values }),
    messages: { saved: COUPON_MSG.saved, invalid: 'Controlla i campi evidenziati' },
    staleKey: 'coupon',
    refetch,
    fieldPrefix: 'coupon.',
    onSaved: (saved) => {
      if (!coupon) navigate(detailPath('coupon', saved.id), { replace: true });
    },
  });
  const { control, setValue } = editor.form;
  const choose = (next: DiscountKind) => {
    setKind(next);
    // a coupon is one or the other: the field left behind is emptied
    setValue(next === 'amount' ? 'percent' : 'discount', null, { shouldDirty: true });
  };
  const options = (conferences.data ?? []).map((c) => ({ value: c.id, label: c.title }));

  return (
    <Box component="form" noValidate onSubmit={editor.submit} aria-label="Coupon">
      <EditorHeader
        back={{ to: '/coupons', label: 'Coupon' }}
        title={coupon ? `Coupon ${coupon.code}` : 'Nuovo coupon'}
        saving={editor.saving}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <Typography variant="body2" color="text.secondary">
            I campi con * sono obbligatori. Il codice vale senza distinzione tra maiuscole e minuscole.
          </Typography>
          <Box sx={grid}>
            <TextInput
              control={control}
              name="code"
              label="Codice"
              required
              helperText="Lettere, cifre, - e _; senza spazi"
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            />
            <SelectInput
              control={control}
              name="conference_id"
              label="Conferenza"
              options={options}
              noneOption={`${COUPON_ANY_CONFERENCE} le conferenze`}
              helperText="Vuoto: vale per ogni conferenza"
            />
          </Box>
          <FormControl>
            <FormLabel id={kindLabel}>Tipo di sconto</FormLabel>
            <RadioGroup
              row
              aria-labelledby={kindLabel}
              value={kind}
              onChange={(event) => choose(event.target.value as DiscountKind)}
            >
              <FormControlLabel value="amount" control={<Radio />} label="Importo fisso" />
              <FormControlLabel value="percent" control={<Radio />} label="Percentuale" />
            </RadioGroup>
          </FormControl>
          <Box sx={grid}>
            {kind === 'amount' ? (
              <MoneyInput control={control} name="discount" label="Sconto" required />
            ) : (
              <TextInput
                control={control}
                name="percent"
                label="Sconto"
                type="number"
                required
                slotProps={{
                  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                  htmlInput: { min: 1, max: 100, step: 1 },
                }}
              />
            )}
            <DateInput control={control} name="valid_until" label="Valido fino al" />
            <TextInput
              control={control}
              name="max_uses"
              label="Utilizzi massimi"
              type="number"
              helperText="Vuoto: illimitati"
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
            />
            <Typography sx={{ alignSelf: 'center' }} data-testid="coupon-uses">
              {coupon
                ? `Utilizzato ${coupon.uses === 1 ? '1 volta' : `${coupon.uses} volte`}`
                : 'Non ancora utilizzato'}
            </Typography>
          </Box>
        </Stack>
      </Paper>
      {editor.dialogs}
    </Box>
  );
}
