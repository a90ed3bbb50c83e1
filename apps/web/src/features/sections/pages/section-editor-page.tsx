import { detailPath, emptySectionForm, MSG, sectionToForm, type TSection } from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { HistoryPanel } from '../../../components/history-panel';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { useCategories } from '../api/categories';
import { useExpertRefs } from '../api/experts';
import { sectionQuery, useSection } from '../api/get-section';
import { useLanguages } from '../api/languages';
import { SectionForm } from '../components/section-form';
import { SectionLookupsProvider } from '../components/section-lookups';
import { backTarget } from '../section-nav';

/** Routes /document/new, /document/:id. */
export default function SectionEditorPage() {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  usePageTitle(id === null ? 'Nuova Sezione' : 'Modifica Sezione');
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();

  const section = useSection(id);
  const categories = useCategories();
  const languages = useLanguages();
  const experts = useExpertRefs();
  const back = backTarget(location.state);

  const languageNames = useMemo(
    () => Object.fromEntries((languages.data ?? []).map((l) => [l.code, l.name])),
    [languages.data],
  );
  const toValues = useCallback(
    (record: TSection | null) => (record ? sectionToForm(record, languageNames) : emptySectionForm()),
    [languageNames],
  );

  const queries = [section, categories, languages, experts];
  const failed = queries.find((q) => q.isError);
  if (params.id !== undefined && id === null) return <Alert severity="error">{MSG.notFound}</Alert>;
  if (failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => queries.filter((q) => q.isError).forEach((q) => void q.refetch())}
          >
            Riprova
          </Button>
        }
      >
        {failed.error?.message ?? MSG.somethingWrong}
      </Alert>
    );
  }
  if ((id !== null && !section.data) || !categories.data || !languages.data || !experts.data)
    return <PageLoader />;

  const onSaved = (saved: TSection) => {
    if (id === null) navigate(detailPath('section', saved.id), { replace: true, state: location.state });
  };

  return (
    <SectionLookupsProvider languages={languages.data} experts={experts.data}>
      <SectionForm
        key={id ?? 'new'}
        id={id}
        section={section.data ?? null}
        toValues={toValues}
        refetch={id === null ? undefined : () => client.fetchQuery({ ...sectionQuery(id), staleTime: 0 })}
        categories={categories.data}
        onSaved={onSaved}
        onBack={() => navigate(back)}
      />
      {id !== null && <HistoryPanel entity="section" id={id} />}
    </SectionLookupsProvider>
  );
}
