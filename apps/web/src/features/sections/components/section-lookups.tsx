import type { TExpertRef, TLanguage } from '@app/shared';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { SelectOption } from '../../../components/form/select-input';

type Lookups = {
  languageOptions: readonly SelectOption[];
  languageNames: Record<string, string>;
  expertOptions: readonly SelectOption[];
};

const LookupsContext = createContext<Lookups>({ languageOptions: [], languageNames: {}, expertOptions: [] });

/** The choices every language and expert select of the editor offers, computed once. */
export function SectionLookupsProvider({
  languages,
  experts,
  children,
}: {
  languages: readonly TLanguage[];
  experts: readonly TExpertRef[];
  children: ReactNode;
}) {
  const value = useMemo<Lookups>(
    () => ({
      languageOptions: languages.map((l) => ({ value: l.code, label: l.name })),
      languageNames: Object.fromEntries(languages.map((l) => [l.code, l.name])),
      expertOptions: experts.map((e) => ({ value: e.id, label: `${e.name} ${e.surname}` })),
    }),
    [languages, experts],
  );
  return <LookupsContext value={value}>{children}</LookupsContext>;
}

export const useSectionLookups = () => useContext(LookupsContext);
