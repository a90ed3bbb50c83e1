import { askedOnce } from './asked-once';

/** What the site calls itself until the association's name is known (or when none is set). */
export const FALLBACK_NAME = 'Conferenze e iscrizioni';

/**
 * GET /api/public/association: the header's name and logo, whether bookers may pay by card, and
 * the address to write to.
 */
export interface Association {
  name: string;
  card_payments: boolean;
  /** where the logo is (`/api/public/association/logo?v=…`), or null when none is set */
  logo_url: string | null;
  /** the association's contact address, or null when none is set */
  contact_email: string | null;
}

/** Until the server answers (or when it cannot): no name, no logo, and the transfer only. */
const UNKNOWN: Association = { name: '', card_payments: false, logo_url: null, contact_email: null };

/** GET /api/public/association, asked once per visit. */
export const useAssociation = askedOnce<{ association: Association }, Association>(
  '/public/association',
  (r) => r.association,
  UNKNOWN,
);

export const useAssociationName = (): string => useAssociation().name;
