import { ENTITIES, routePrefix } from '@app/shared';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionIcon from '@mui/icons-material/Description';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import EventIcon from '@mui/icons-material/Event';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SchoolIcon from '@mui/icons-material/School';
import TuneIcon from '@mui/icons-material/Tune';

export type NavItem = {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Path prefixes of the detail pages that belong to this entry (to highlight it there too). */
  also?: readonly string[];
  /** Shown indented under the entry above it (a page of that area). */
  sub?: boolean;
};

const { section, category, judicial_document, conference, order, user, expert } = ENTITIES;
const { subscription, manual_transfer, arbitrator, invoice, invoice_settings, mail, coupon } = ENTITIES;

/** The drawer links, in order; record pages take their paths from the registry. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: DashboardIcon },
  { label: 'Documenti', to: section.list, icon: DescriptionIcon, also: [routePrefix(section.detail)] },
  // A sub-entry of Documenti, indented under it.
  { label: 'Categorie e lingue', to: category.list, icon: CategoryIcon, sub: true },
  { label: 'Area Documentale', to: judicial_document.list, icon: FolderOpenIcon },
  {
    label: 'Conferenze',
    to: conference.list,
    icon: EventIcon,
    also: [routePrefix(conference.detail), routePrefix(order.list), routePrefix(order.detail)],
  },
  // A sub-entry of Conferenze: the booking site's discount codes.
  { label: 'Coupon', to: coupon.list, icon: LocalOfferIcon, sub: true },
  { label: 'Utenti', to: user.list, icon: PeopleIcon },
  { label: 'Esperti', to: expert.list, icon: SchoolIcon },
  { label: 'Pagamenti', to: '/payments', icon: PaymentsIcon },
  { label: 'Companies', to: subscription.list, icon: BusinessIcon },
  { label: 'Lista Bonifici', to: manual_transfer.list, icon: AccountBalanceIcon },
  { label: 'Lista Arbitrator', to: arbitrator.list, icon: GavelIcon },
  // After the ten links above, which keep their order.
  // Electronic invoices, with the issuer's data as a sub-entry.
  { label: 'Fatture', to: invoice.list, icon: ReceiptLongIcon },
  { label: 'Impostazioni fatturazione', to: invoice_settings.list, icon: TuneIcon, sub: true },
  { label: 'Attività', to: '/activity', icon: HistoryIcon },
  { label: 'Email', to: mail.list, icon: EmailOutlinedIcon },
  { label: 'Cestino', to: '/trash', icon: DeleteOutlineIcon },
];

export function isActive(item: NavItem, pathname: string): boolean {
  if (pathname === item.to || pathname.startsWith(`${item.to}/`)) return true;
  return item.also?.some((prefix) => pathname.startsWith(prefix)) ?? false;
}
