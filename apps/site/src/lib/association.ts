import { useEffect, useState } from 'react';
import { api } from './api';

/** What the site calls itself until the association's name is known (or when none is set). */
export const FALLBACK_NAME = 'Conferenze e iscrizioni';

/** GET /api/public/association: the header's name, and whether bookers may pay by card. */
export interface Association {
  name: string;
  card_payments: boolean;
}

/** Until the server answers (or when it cannot): no name, and the transfer only. */
const UNKNOWN: Association = { name: '', card_payments: false };

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
