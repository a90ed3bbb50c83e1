import { DOCUMENT_AREA_MSG as TXT } from '@app/shared';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { UnsavedChangesScope } from '../../../components/editor/unsaved-changes';
import { usePageTitle } from '../../../components/page-title';
import { DocumentsTab, TextsTab } from '../components/entry-tabs';

const TABS = ['documenti', 'testi'] as const;

/** Route /document-area: tabs Documenti and Testi; the open tab is kept in the URL (?tab=testi). */
export default function JudicialPage() {
  usePageTitle('Area Documentale');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'testi' ? 'testi' : 'documenti';
  const id = useId();
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, value: (typeof TABS)[number]) => setParams({ tab: value }, { replace: true })}
        aria-label="Area Documentale"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="documenti"
          label={TXT.documentsTab}
          id={`${id}-tab-documenti`}
          aria-controls={`${id}-panel`}
        />
        <Tab value="testi" label={TXT.textsTab} id={`${id}-tab-testi`} aria-controls={`${id}-panel`} />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {/* one unsaved-changes prompt for all the entries being edited, also when changing tab */}
        <UnsavedChangesScope>{tab === 'documenti' ? <DocumentsTab /> : <TextsTab />}</UnsavedChangesScope>
      </Box>
    </Box>
  );
}
