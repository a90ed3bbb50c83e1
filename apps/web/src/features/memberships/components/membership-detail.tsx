import {
  COMPANY_SAVED,
  companyFormSchema,
  MSG,
  type TCompanyUpdate,
  type TCompanyUpdateParsed,
  type TMembership,
} from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useSnackbar } from '../../../components/snackbar';
import { StaleDialog } from '../../../components/stale-dialog';
import { isApiError } from '../../../lib/api-client';
import { useCountries } from '../../../lib/countries';
import { useSaveCompany } from '../api/save-company';
import { CompanyFields } from './company-fields';
import { MembershipTab } from './membership-tab';
import { PaymentsTab } from './payments-tab';
import { UsersTab } from './users-tab';

const TABS = ['Membership', 'Utenti', 'Dettagli Azienda', 'Informazioni di pagamento'] as const;
const COMPANY_TAB = 2;
/** name of Italy in GET /api/countries: its rules (partita IVA, CAP) apply to the form */
const ITALY_NAME = 'Italia';

const toForm = ({ company: c }: TMembership): TCompanyUpdate => ({
  name: c.name,
  type: c.type,
  address: c.address,
  city: c.city,
  province: c.province,
  postal_code: c.postal_code,
  country: c.country,
  vat: c.vat,
});

type Props = {
  membership: TMembership;
  onReload: (error?: unknown) => void;
  /** the open tab lives in the page, so it survives the remount after a save */
  tab: number;
  onTab: (tab: number) => void;
};

/** The four tabs of SPEC §2 and the Save of the company; remounted when a new version loads. */
export function MembershipDetail({ membership, onReload, tab, onTab: setTab }: Props) {
  const id = useId();
  const formId = `${id}-company`;
  const snackbar = useSnackbar();
  const save = useSaveCompany();
  const countries = useCountries();
  const italyId = countries.data?.find((c) => c.name === ITALY_NAME)?.id;
  const countryOptions = useMemo(
    () => (countries.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    [countries.data],
  );
  const { control, handleSubmit, setError } = useForm<TCompanyUpdate, unknown, TCompanyUpdateParsed>({
    resolver: zodResolver(companyFormSchema(italyId)),
    defaultValues: toForm(membership),
  });
  const company = membership.company;

  const onSubmit = handleSubmit(
    (values) =>
      save.mutate(
        { id: company.id, version: company.version, company: values },
        {
          onSuccess: () => snackbar.show(COMPANY_SAVED),
          onError: (error) => {
            if (isApiError(error) && error.isStale) return;
            const errors = (isApiError(error) && error.errors) || {};
            for (const [field, message] of Object.entries(errors)) {
              setError(field.replace(/^company\./, '') as Path<TCompanyUpdate>, { message });
            }
            if (Object.keys(errors).length) setTab(COMPANY_TAB);
            snackbar.show(error.message || MSG.somethingWrong, 'error');
          },
        },
      ),
    () => {
      setTab(COMPANY_TAB);
      snackbar.show(MSG.invalidData, 'error');
    },
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Typography>
          <Button
            type="submit"
            form={formId}
            variant="contained"
            startIcon={<SaveIcon />}
            disabled={save.isPending}
          >
            Salva
          </Button>
        </Stack>
        <Tabs
          value={tab}
          onChange={(_, value: number) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Sezioni dell'azienda"
        >
          {TABS.map((label, i) => (
            <Tab key={label} label={label} id={`${id}-tab-${i}`} aria-controls={`${id}-panel-${i}`} />
          ))}
        </Tabs>
        {TABS.map((label, i) => (
          // every panel stays mounted so the company edits survive a change of tab
          <Box
            key={label}
            role="tabpanel"
            hidden={tab !== i}
            id={`${id}-panel-${i}`}
            aria-labelledby={`${id}-tab-${i}`}
            sx={{ pt: 1 }}
          >
            {i === 0 ? <MembershipTab membership={membership} /> : null}
            {i === 1 ? <UsersTab users={company.users} /> : null}
            {i === 2 ? (
              <form id={formId} noValidate onSubmit={onSubmit}>
                <CompanyFields control={control} countries={countryOptions} />
              </form>
            ) : null}
            {i === 3 ? <PaymentsTab payments={company.payments} /> : null}
          </Box>
        ))}
      </Stack>
      <StaleDialog error={save.error} onReload={() => onReload(save.error)} onClose={() => save.reset()} />
    </Paper>
  );
}
