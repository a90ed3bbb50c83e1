import {
  detailPath,
  MEMBER_TYPES,
  PROFILE_LABELS,
  PROFILES,
  subscriptionStatusLabel,
  type TUser,
  USER_STATUSES,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { DateInput } from '../../../components/form/date-input';
import { SelectInput } from '../../../components/form/select-input';
import { SwitchInput } from '../../../components/form/switch-input';
import { BILLING_NOTE, MEMBERSHIP_LABELS } from './labels';
import type { UserFormControl } from './user-form';

const MEMBER_TYPE_OPTIONS = [
  { value: 1, label: MEMBER_TYPES[0] },
  { value: 0, label: MEMBER_TYPES[1] },
];
const STATUS_OPTIONS = USER_STATUSES.map((value) => ({ value, label: subscriptionStatusLabel(value) }));
const PROFILE_OPTIONS = PROFILES.map((value) => ({ value, label: PROFILE_LABELS[value] }));
const STATUS_SELECTS = [
  { name: 'user.status', label: 'Stato', options: STATUS_OPTIONS, noneOption: 'Nessuno', required: false },
  {
    name: 'user.profile_name',
    label: 'Profilo',
    options: PROFILE_OPTIONS,
    noneOption: false,
    required: true,
  },
] as const;

/** Tab "Membership": activation, Speaker, member type, expiry (trial end while trialing), status, profile. */
export function MembershipTab({ control, user }: { control: UserFormControl; user: TUser }) {
  const status = useWatch({ control, name: 'user.status' });
  const profile = useWatch({ control, name: 'user.profile_name' });
  const trialing = status === 'trialing';
  const billingMissing = !user.billing_information;
  const noSubscription = !user.subscription_id;
  return (
    <Stack spacing={3}>
      <Alert severity={billingMissing ? 'warning' : 'info'}>{BILLING_NOTE}</Alert>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <SwitchInput control={control} name="user.active" label="Attivo" />
        <SwitchInput control={control} name="user.speaker" label="Speaker" />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography>Membership:</Typography>
        <Chip
          color={user.membership ? 'success' : 'default'}
          label={user.membership ? MEMBERSHIP_LABELS.active : MEMBERSHIP_LABELS.inactive}
        />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput
            control={control}
            name="user.company_founder"
            label="Tipo membro"
            options={MEMBER_TYPE_OPTIONS}
            disabled={!user.company || billingMissing}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput
            control={control}
            name="user.subscription_date_end"
            label="Scadenza membership"
            disabled={trialing || noSubscription || billingMissing}
          />
        </Grid>
        {trialing ? (
          <Grid size={12}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Utente in prova: la scadenza si modifica tramite la fine del periodo di prova.
            </Typography>
          </Grid>
        ) : null}
        {trialing ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <DateInput
              control={control}
              name="user.subscription_trial_end"
              label="Fine periodo di prova"
              disabled={noSubscription || billingMissing}
            />
          </Grid>
        ) : null}
        {STATUS_SELECTS.map(({ name, label, options, noneOption, required }) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <SelectInput
              control={control}
              name={name}
              label={label}
              options={options}
              noneOption={noneOption}
              required={required}
              fullWidth
            />
          </Grid>
        ))}
      </Grid>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          variant="outlined"
          component={RouterLink}
          to={detailPath('subscription', user.subscription_id ?? '')}
          disabled={noSubscription}
        >
          Dettaglio membership
        </Button>
        {profile === 'expert' ? (
          <Button
            variant="outlined"
            component={RouterLink}
            to={
              user.expert_id
                ? detailPath('expert', user.expert_id)
                : `${detailPath('expert', 'new')}?user_id=${user.id}`
            }
          >
            {user.expert_id ? 'Dettaglio esperto' : 'Crea scheda esperto'}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
