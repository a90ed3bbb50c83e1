import {
  detailPath,
  isBillingComplete,
  MEMBER_TYPES,
  MEMBERSHIP_RULE,
  membershipState,
  PROFILE_LABELS,
  PROFILES,
  subscriptionStatusLabel,
  type TUser,
  USER_STATUSES,
  userStatusConflict,
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
import { BILLING_NOTE } from './labels';
import type { UserFormControl } from './user-form';

const MEMBER_TYPE_OPTIONS = [
  { value: 1, label: MEMBER_TYPES[0] },
  { value: 0, label: MEMBER_TYPES[1] },
];
const STATUS_OPTIONS = USER_STATUSES.map((value) => ({ value, label: subscriptionStatusLabel(value) }));
const PROFILE_OPTIONS = PROFILES.map((value) => ({ value, label: PROFILE_LABELS[value] }));

/** The membership, in one place: the company subscription decides it (shared membershipState). */
function MembershipSummary({ user }: { user: TUser }) {
  const state = membershipState({ company: user.company?.name ?? null, status: user.subscription_status });
  return (
    <Stack spacing={0.5} role="group" aria-label="Membership">
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography>Membership:</Typography>
        <Chip color={state.active ? 'success' : 'default'} label={state.label} />
        <Typography>{state.reason}</Typography>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {MEMBERSHIP_RULE}
      </Typography>
    </Stack>
  );
}

/** Tab "Membership": activation, Speaker, member type, expiry (trial end while trialing), status, profile. */
export function MembershipTab({ control, user }: { control: UserFormControl; user: TUser }) {
  const status = useWatch({ control, name: 'user.status' });
  const profile = useWatch({ control, name: 'user.profile_name' });
  const trialing = status === 'trialing';
  const billingMissing = !isBillingComplete(user.billing_information);
  const noSubscription = !user.subscription_id;
  const conflict = userStatusConflict(status, user.subscription_status);
  return (
    <Stack spacing={3}>
      {billingMissing ? <Alert severity="warning">{BILLING_NOTE}</Alert> : null}
      <MembershipSummary user={user} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        <SwitchInput
          control={control}
          name="user.active"
          label="Account attivo"
          helperText="Spento, l'utente non può accedere; la membership non cambia"
        />
        <SwitchInput control={control} name="user.speaker" label="Speaker" />
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
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput
            control={control}
            name="user.status"
            label="Stato utente"
            options={STATUS_OPTIONS}
            noneOption="Nessuno"
            helperText={conflict ?? 'Sceglie quale scadenza si modifica; non decide la membership'}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput
            control={control}
            name="user.profile_name"
            label="Profilo"
            options={PROFILE_OPTIONS}
            required
            fullWidth
          />
        </Grid>
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
