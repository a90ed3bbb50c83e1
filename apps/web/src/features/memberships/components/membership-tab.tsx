import {
  formatDisplayDate,
  MEMBERSHIP_RULE,
  membershipState,
  subscriptionStatusLabel,
  type TMembership,
} from '@app/shared';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MembershipChip } from './membership-chip';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

function ReadOnly({ label, value }: { label: string; value: string }) {
  return <TextField label={label} value={value} slotProps={{ input: { readOnly: true } }} />;
}

/** Membership tab: what Stripe says about the subscription, read-only, and links to its dashboard. */
export function MembershipTab({ membership }: { membership: TMembership }) {
  const state = membershipState({ company: membership.company.name, status: membership.status });
  const stripe = [
    { text: 'Cliente su Stripe', url: membership.customer_url },
    { text: 'Abbonamento su Stripe', url: membership.subscription_url },
  ].filter((link): link is { text: string; url: string } => Boolean(link.url));
  return (
    <Stack spacing={3}>
      <Box sx={twoColumns}>
        <ReadOnly label="Azienda" value={membership.company.name} />
        <ReadOnly label="ID abbonamento" value={membership.subscription_id} />
        <ReadOnly label="Data inizio" value={formatDisplayDate(membership.date_start)} />
        <ReadOnly label="Data fine" value={formatDisplayDate(membership.date_end)} />
        <ReadOnly label="Fine periodo di prova" value={formatDisplayDate(membership.trial_end)} />
        <ReadOnly label="Stato" value={subscriptionStatusLabel(membership.status)} />
      </Box>
      <Stack spacing={0.5} role="group" aria-label="Membership">
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography component="span" variant="body2" color="text.secondary">
            Membership
          </Typography>
          <MembershipChip active={state.active} />
          <Typography component="span">{state.reason}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {MEMBERSHIP_RULE}
        </Typography>
      </Stack>
      {stripe.length ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {stripe.map(({ text, url }) => (
            <Button
              key={text}
              variant="outlined"
              endIcon={<OpenInNewIcon />}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {text}
            </Button>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
