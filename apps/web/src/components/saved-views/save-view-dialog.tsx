import { MSG, type TSavedView, type TSavedViewList, type TSavedViewState } from '@app/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { ActionDialog } from '../action-dialog';
import { useSaveView } from './save-view';
import { VIEW_TEXT } from './view-texts';

type Props = {
  list: TSavedViewList;
  state: TSavedViewState;
  /** the view saved, or null when the admin gave up */
  onClose: (saved: TSavedView | null) => void;
};

/** The list's current state saved under a name, for oneself or for every admin. */
export function SaveViewDialog({ list, state, onClose }: Props) {
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveView(list);
  const submit = () => {
    if (!name.trim()) return setError(MSG.required);
    save.mutate(
      { list, name: name.trim(), shared, state },
      {
        onSuccess: (view) => onClose(view),
        onError: (failure) =>
          setError(
            (isApiError(failure) && (failure.errors?.name ?? failure.errors?.['view.name'])) ||
              failure.message,
          ),
      },
    );
  };
  return (
    <ActionDialog
      title={VIEW_TEXT.saveTitle}
      onClose={() => onClose(null)}
      pending={save.isPending}
      maxWidth="xs"
      action={{ label: VIEW_TEXT.saveButton, onClick: submit }}
    >
      <Stack
        component="form"
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {VIEW_TEXT.saveHelp}
        </Typography>
        <TextField
          label={VIEW_TEXT.name}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <FormControlLabel
          control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />}
          label={VIEW_TEXT.share}
        />
      </Stack>
    </ActionDialog>
  );
}
