import { ENTITIES, SEARCH_KINDS, SEARCH_Q_MAX, SEARCHABLE_KIND_LIST, type TSearchResult } from '@app/shared';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSearch } from '../api/search';
import { resultDetail } from './result-detail';

const DEBOUNCE_MS = 200;

/** What search looks into: the registry's searchable record types, and the ids it knows. */
const PLACEHOLDER = [
  ...SEARCHABLE_KIND_LIST.map((k) => ENTITIES[k].plural.toLowerCase()),
  'P.IVA',
  'id Stripe',
]
  .join(', ')
  .replace(/^./, (c) => c.toUpperCase());

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

function Palette({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim());
  const search = useSearch(q);
  const navigate = useNavigate();
  const listId = useId();
  const results: TSearchResult[] = q ? (search.data ?? []) : [];

  const open = (result: TSearchResult) => {
    onClose();
    navigate(result.url);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (results.length ? (i + step + results.length) % results.length : 0));
    } else if (event.key === 'Enter' && results[active]) {
      event.preventDefault();
      open(results[active]);
    }
  };

  return (
    <DialogContent sx={{ p: 2 }}>
      <TextField
        autoFocus
        fullWidth
        label="Cerca ovunque"
        placeholder={PLACEHOLDER}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            maxLength: SEARCH_Q_MAX,
            role: 'combobox',
            'aria-expanded': results.length > 0,
            'aria-controls': listId,
            'aria-activedescendant': results[active] ? `${listId}-${active}` : undefined,
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {search.isFetching ? <LinearProgress sx={{ mt: 1 }} aria-label="Ricerca in corso" /> : null}
      {search.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {search.error.message}
        </Alert>
      ) : null}
      <List
        id={listId}
        role="listbox"
        aria-label="Risultati"
        sx={{ mt: 1, maxHeight: '60dvh', overflow: 'auto' }}
      >
        {results.map((r, i) => (
          <ListItemButton
            key={`${r.kind}-${r.id}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            selected={i === active}
            onMouseEnter={() => setActive(i)}
            onClick={() => open(r)}
          >
            <ListItemText
              primary={r.label}
              secondary={[resultDetail(r.detail), r.matched].filter(Boolean).join(' · ') || null}
            />
            <Chip size="small" variant="outlined" label={SEARCH_KINDS[r.kind]} sx={{ ml: 1 }} />
          </ListItemButton>
        ))}
      </List>
      {q && search.isSuccess && !search.isFetching && results.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2 }}>
          Nessun risultato per «{q}»: prova con un nome, un'email o un titolo diverso.
        </Typography>
      ) : null}
    </DialogContent>
  );
}

/**
 * Search everywhere: a button for the top bar, and Ctrl+K / ⌘K from any page. Arrows move
 * through the results, Enter opens the chosen record.
 */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Tooltip title="Cerca (Ctrl+K)">
        <IconButton color="inherit" aria-label="Cerca ovunque" onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-label="Cerca ovunque"
        sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      >
        {open ? <Palette onClose={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}
