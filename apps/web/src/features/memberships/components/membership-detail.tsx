import {
  COMPANY_SAVED,
  companyFormSchema,
  EU_COUNTRY_CODES,
  ITALY_CODE,
  MSG,
  type TCompanyUpdate,
  type TMembership,
} from '@app/shared';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { SaveButton } from '../../../components/editor/save-button';
import { useEditor } from '../../../components/editor/use-editor';
import { TabbedPanels } from '../../../components/tabbed-panels';
import { useCountries } from '../../../lib/countries';
import { useSaveCompany } from '../api/save-company';
import { CompanyFields } from './company-fields';
import { MembershipTab } from './membership-tab';
import { PaymentsTab } from './payments-tab';
import { UsersTab } from './users-tab';

const TABS = ['Membership', 'Utenti', 'Dettagli Azienda', 'Informazioni di pagamento'] as const;
const COMPANY_TAB = 2;

type Company = TMembership['company'];

const toForm = (c: Company): TCompanyUpdate => ({
  name: c.name,
  type: c.type,
  address: c.address,
  city: c.city,
  province: c.province,
  postal_code: c.postal_code,
  country: c.country,
  vat: c.vat,
  vies: c.vies === 1 ? 1 : c.vies === 0 ? 0 : null,
  recipient_code: c.recipient_code,
  pec: c.pec,
});

type Props = {
  membership: TMembership;
  /** Loads the membership again; resolves with its company (Ricarica after a 412). */
  refetch: () => Promise<Company | undefined>;
  /** the open tab lives in the page, so it survives the remount after a save */
  tab: number;
  onTab: (tab: number) => void;
};

/** The four tabs and the Save of the company. */
export function MembershipDetail({ membership, refetch, tab, onTab: setTab }: Props) {
  const id = useId();
  const formId = `${id}-company`;
  const save = useSaveCompany();
  const countries = useCountries();
  const italyId = countries.data?.find((c) => c.code === ITALY_CODE)?.id;
  const countryOptions = useMemo(
    () => (countries.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    [countries.data],
  );
  const company = membership.company;
  // the rules the server applies: what the company has stored is not checked again unless changed
  const schema = useMemo(() => {
    const eu = (countries.data ?? []).filter((c) => c.code !== ITALY_CODE && EU_COUNTRY_CODES.has(c.code));
    return companyFormSchema(
      { italyId, euIds: countries.data ? new Set(eu.map((c) => c.id)) : undefined },
      company,
    );
  }, [italyId, countries.data, company]);
  const editor = useEditor({
    schema,
    record: company,
    toValues: (record) => toForm(record ?? company),
    save: async (values, base) => {
      const saved = await save.mutateAsync({
        id: company.id,
        version: (base ?? company).version,
        company: values,
      });
      return { ...(base ?? company), ...saved };
    },
    messages: { saved: COMPANY_SAVED, invalid: MSG.invalidData },
    staleRecord: (error) => {
      const current = error.current<Partial<Company>>('company');
      return current ? { ...company, ...current } : undefined;
    },
    refetch,
    fieldPrefix: 'company.',
    onErrors: () => setTab(COMPANY_TAB),
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Typography>
          <SaveButton form={formId} saving={editor.saving} />
        </Stack>
        <TabbedPanels
          labels={TABS}
          value={tab}
          onChange={setTab}
          label="Sezioni dell'azienda"
          panelSx={{ pt: 1 }}
        >
          {(i) => (
            <>
              {i === 0 ? <MembershipTab membership={membership} /> : null}
              {i === 1 ? <UsersTab users={company.users} /> : null}
              {i === 2 ? (
                <form id={formId} noValidate onSubmit={editor.submit}>
                  <CompanyFields control={editor.form.control} countries={countryOptions} />
                </form>
              ) : null}
              {i === 3 ? <PaymentsTab payments={company.payments} /> : null}
            </>
          )}
        </TabbedPanels>
      </Stack>
      {editor.dialogs}
    </Paper>
  );
}
