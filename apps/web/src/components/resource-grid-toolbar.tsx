import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SelectOption } from './form/select-input';

const SEARCH_DEBOUNCE_MS = 350;
const ALL = '';

/** A select above the grid that narrows the list by one server-side field (e.g. status). */
export type GridFilter = {
  /** Query-string name sent to the server, e.g. 'status'. */
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** Label of the "no filter" choice; default "Tutti". */
  allLabel?: string;
};

/**
 * A filter offering `values`, each shown by its label: from a table (`{ value: label }`), a function,
 * or, without either, the value itself.
 */
export function gridFilter<const V extends string>(
  name: string,
  label: string,
  values: readonly V[],
  labels: Readonly<Record<V, string>> | ((value: V) => string) = (value) => value,
): GridFilter {
  const labelOf = typeof labels === 'function' ? labels : (value: V) => labels[value];
  return { name, label, options: values.map((value) => ({ value, label: labelOf(value) })) };
}

type Props = {
  q: string;
  onSearch: (q: string) => void;
  searchLabel: string;
  showSearch: boolean;
  filters: readonly GridFilter[];
  filterValues: Record<string, string>;
  onFilter: (name: string, value: string) => void;
  extra?: ReactNode;
};

export function ResourceGridToolbar({
  q,
  onSearch,
  searchLabel,
  showSearch,
  filters,
  filterValues,
  onFilter,
  extra,
}: Props) {
  const [text, setText] = useState(q);
  // The URL may change under us (Back, restore): show what it says. The echo of our own search is
  // not such a change: it may arrive after the admin typed on, and must not undo that typing.
  const [seen, setSeen] = useState(q);
  const [sent, setSent] = useState<string | null>(null);
  if (q !== seen) {
    setSeen(q);
    if (q !== sent) setText(q);
  }

  const search = useEffectEvent((value: string) => {
    setSent(value);
    onSearch(value);
  });
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => search(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {showSearch ? (
        <TextField
          type="search"
          size="small"
          label={searchLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          // The clear button below replaces the browser's own one, which not every browser shows.
          sx={{
            width: { xs: '100%', sm: 280 },
            '& input::-webkit-search-cancel-button': { display: 'none' },
          }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: text ? (
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    aria-label="Svuota il campo"
                    onClick={() => setText('')}
                    edge="end"
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : null,
            },
          }}
        />
      ) : null}
      {filters.map((filter) => (
        <TextField
          key={filter.name}
          select
          size="small"
          label={filter.label}
          value={filterValues[filter.name] ?? ALL}
          onChange={(event) => onFilter(filter.name, event.target.value)}
          sx={{ width: { xs: '100%', sm: 200 } }}
          // "Tutti" is a real choice: show it rather than an empty box.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value={ALL}>
            <em>{filter.allLabel ?? 'Tutti'}</em>
          </MenuItem>
          {filter.options.map((option) => (
            <MenuItem key={option.value} value={String(option.value)}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
      {extra ? (
        <Box sx={{ ml: { sm: 'auto' }, display: 'flex', flexWrap: 'wrap', gap: 1 }}>{extra}</Box>
      ) : null}
    </Box>
  );
}

type ToolbarButtonProps = {
  /** the page it opens, e.g. "/experts/new"; else `onClick` */
  to?: string;
  /** router state, e.g. where "back" returns */
  state?: unknown;
  onClick?: () => void;
  /** default: the "+" of an "Aggiungi …" button */
  icon?: ReactNode;
  variant?: 'contained' | 'outlined';
  children: ReactNode;
};

/** A button of a list's toolbar: "Aggiungi …" (a link, contained) or another page's or dialog's. */
export function ToolbarButton({
  to,
  state,
  onClick,
  icon = <AddIcon />,
  variant = 'contained',
  children,
}: ToolbarButtonProps) {
  const link = to === undefined ? {} : { component: RouterLink, to, state };
  return (
    <Button variant={variant} startIcon={icon} onClick={onClick} {...link}>
      {children}
    </Button>
  );
}
