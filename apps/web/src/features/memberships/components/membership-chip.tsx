import Chip from '@mui/material/Chip';

/** Attiva / Non Attiva, from the membership flag. */
export function MembershipChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={active ? 'Attiva' : 'Non Attiva'}
    />
  );
}
