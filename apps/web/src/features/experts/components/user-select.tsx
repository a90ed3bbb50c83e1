import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useUserSearch } from '../api/search-users';
import type { ExpertFormValues } from './expert-form';

export type UserOption = { id: number; label: string };

const DEBOUNCE_MS = 300;

/**
 * The expert's user: an autocomplete that asks the server for users matching the typed name or
 * email (GET /api/users?q=…), never loading every user.
 */
export function UserSelect({
  control,
  initial,
}: {
  control: Control<ExpertFormValues>;
  initial: UserOption | null;
}) {
  const { field, fieldState } = useController({ control, name: 'user_id' });
  const [selected, setSelected] = useState<UserOption | null>(initial);
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  useEffect(() => {
    if (initial && initial.id !== selected?.id && field.value === initial.id) setSelected(initial);
  }, [initial, selected, field.value]);

  const search = useUserSearch(q, open);
  const options: UserOption[] = (search.data ?? []).map((u) => ({
    id: u.id,
    label: `${u.name} ${u.surname} (${u.email})`,
  }));

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={selected}
      onChange={(_e, option) => {
        setSelected(option);
        field.onChange(option?.id ?? null);
      }}
      inputValue={input}
      onInputChange={(_e, value) => setInput(value)}
      options={options}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      loading={search.isFetching}
      loadingText="Ricerca…"
      noOptionsText={q ? 'Nessun utente trovato' : 'Scrivi nome, cognome o email'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Utente"
          required
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Cerca per nome, cognome o email'}
        />
      )}
    />
  );
}
