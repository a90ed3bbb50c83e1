import { MEMBERSHIP_LABEL } from '@app/shared';
import { FlagChip } from '../../../components/grid-columns';

/** Attiva / Non Attiva, from the membership flag. */
export function MembershipChip({ active }: { active: boolean }) {
  return <FlagChip on={active} label={active ? MEMBERSHIP_LABEL.active : MEMBERSHIP_LABEL.inactive} />;
}
