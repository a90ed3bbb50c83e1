import { LOGO_ACCEPT } from '@app/shared';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ImageUpload } from '../../../components/image-upload';
import { QueryError } from '../../../components/query-error';
import { useSnackbar } from '../../../components/snackbar';
import { useAssociationLogo, useSaveAssociationLogo } from '../api/association-logo';
import { SettingsSection } from './settings-section';

const TITLE = 'Logo dell’associazione';

/**
 * The settings page's logo block: the member site shows it beside the association's name. Saved as
 * soon as an image is uploaded or removed (it has no other field to wait for).
 */
export function AssociationLogo() {
  const query = useAssociationLogo();
  const save = useSaveAssociationLogo();
  const snackbar = useSnackbar();
  const [error, setError] = useState<string | null>(null);

  const apply = (file: string | null) => {
    setError(null);
    save.mutate(file, {
      onSuccess: () => snackbar.show(file ? 'Logo salvato' : 'Logo rimosso'),
      onError: (caught) => setError(caught.message),
    });
  };

  const file = query.data?.file ?? null;
  return (
    <SettingsSection
      title={TITLE}
      intro="Compare nel sito dei soci, in alto e a piè di pagina, accanto al nome dell’associazione. Immagine PNG, JPEG o WebP, al massimo 2 MiB; si salva appena caricata."
    >
      {query.isError ? (
        <QueryError error={query.error} onRetry={query.refetch} />
      ) : query.isPending ? (
        <Typography variant="body2">Caricamento…</Typography>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <ImageUpload
            value={file}
            onChange={apply}
            alt={file ? TITLE : undefined}
            size={72}
            noun="logo"
            variant="rounded"
            accept={LOGO_ACCEPT}
            contain
          />
          {file ? (
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => apply(null)}
              disabled={save.isPending}
            >
              Rimuovi
            </Button>
          ) : null}
        </Stack>
      )}
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
    </SettingsSection>
  );
}
