import { useEffect, useState } from 'react';
import { api } from './api';

/** What the site calls itself until the association's name is known (or when none is set). */
export const FALLBACK_NAME = 'Conferenze e iscrizioni';

/** GET /api/public/association: the header's name and logo, and whether bookers may pay by card. */
export interface Association {
  name: string;
  card_payments: boolean;
  /** where the logo is (`/api/public/association/logo?v=…`), or null when none is set */
  logo_url: string | null;
}

/** Until the server answers (or when it cannot): no name, no logo, and the transfer only. */
const UNKNOWN: Association = { name: '', card_payments: false, logo_url: null };

let asked: Promise<Association> | null = null;

/** The association's public settings, asked once per visit (again after a failure). */
function association(): Promise<Association> {
  asked ??= api<{ association: Association }>('/public/association').then(
    (r) => r.association,
    () => {
      asked = null;
      return UNKNOWN;
    },
  );
  return asked;
}

export function useAssociation(): Association {
  const [value, setValue] = useState(UNKNOWN);
  useEffect(() => {
    let live = true;
    association().then((a) => live && setValue(a));
    return () => {
      live = false;
    };
  }, []);
  return value;
}

export const useAssociationName = (): string => useAssociation().name;
