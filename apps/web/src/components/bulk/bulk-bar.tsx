import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BulkDialog } from './bulk-dialog';
import { BulkExport } from './bulk-export';
import { BULK_TEXT } from './bulk-texts';
import type { BulkAction, BulkConfig, Selection } from './bulk-types';

export type BulkBarProps<R> = {
  config: BulkConfig<R>;
  selection: Selection<R>;
  /** Offered when a whole page is selected and the filter selects more. */
  onSelectAll?: () => void;
  onClear: () => void;
};

/**
 * The bar above a list once rows are selected (loaded on first use): how many, "all N of the
 * filter", the list's actions on them, their export, and clearing the selection.
 */
export default function BulkBar<R>({ config, selection, onSelectAll, onClear }: BulkBarProps<R>) {
  const [open, setOpen] = useState<BulkAction<R> | null>(null);
  const queryClient = useQueryClient();
  const count = selection.allMatching ? selection.total : selection.rows.length;
  const { q, filters } = selection.params;
  const filtered = Boolean(q) || Object.values(filters ?? {}).some(Boolean);
  const closed = (ran: boolean) => {
    setOpen(null);
    if (!ran) return;
    onClear();
    for (const queryKey of config.invalidate ?? []) void queryClient.invalidateQueries({ queryKey });
  };

  return (
    <Box
      role="region"
      aria-label="Azioni sulle righe selezionate"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.06),
        border: 1,
        borderColor: 'primary.light',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
        {selection.allMatching
          ? BULK_TEXT.allMatching(count, config.noun, filtered)
          : BULK_TEXT.selected(count, config.noun)}
      </Typography>
      {onSelectAll && !selection.allMatching ? (
        <Button size="small" onClick={onSelectAll}>
          {BULK_TEXT.selectAll(selection.total, config.noun, filtered)}
        </Button>
      ) : null}
      <Box sx={{ ml: { sm: 'auto' }, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {config.actions?.map((action) => (
          <Button
            key={action.label}
            size="small"
            variant="contained"
            startIcon={action.icon}
            onClick={() => setOpen(action)}
          >
            {action.label}
          </Button>
        ))}
        <BulkExport config={config} selection={selection} />
        <Button size="small" color="inherit" onClick={onClear}>
          {BULK_TEXT.clear}
        </Button>
      </Box>
      {open ? <BulkDialog config={config} action={open} selection={selection} onClose={closed} /> : null}
    </Box>
  );
}
