import { useEffect, useState } from 'react';
import { api } from './api';

/** What the site calls itself until the association's name is known (or when none is set). */
export const FALLBACK_NAME = 'Conferenze e iscrizioni';

let asked: Promise<string> | null = null;

/** The association's name (its invoice settings), asked once per visit; '' when unset or unreachable. */
function associationName(): Promise<string> {
  asked ??= api<{ association: { name: string } }>('/public/association').then(
    (r) => r.association.name,
    () => {
      asked = null;
      return '';
    },
  );
  return asked;
}

export function useAssociationName(): string {
  const [name, setName] = useState('');
  useEffect(() => {
    let live = true;
    associationName().then((n) => live && setName(n));
    return () => {
      live = false;
    };
  }, []);
  return name;
}
