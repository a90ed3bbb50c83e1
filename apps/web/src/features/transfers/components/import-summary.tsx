import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TStatementImportResult } from '../api/import-statement';

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** The counts worth reading, left out when zero. */
function details(r: TStatementImportResult): string[] {
  return [
    r.already_imported ? count(r.already_imported, 'già importata', 'già importate') : '',
    r.skipped_debits ? count(r.skipped_debits, 'addebito ignorato', 'addebiti ignorati') : '',
    r.foreign_currency
      ? count(r.foreign_currency, 'in valuta estera (non abbinata)', 'in valuta estera (non abbinate)')
      : '',
    r.excluded ? count(r.excluded, 'riga esclusa', 'righe escluse') : '',
  ].filter(Boolean);
}

/**
 * What the last import did, kept on screen until dismissed or replaced by the next import: the rows
 * left out (a balance, an unreadable amount) must be read, not flash by in a snackbar.
 */
export function ImportSummary({ result, onClose }: { result: TStatementImportResult; onClose: () => void }) {
  const warn = result.notes.length > 0 || result.foreign_currency > 0;
  const lines = details(result);
  return (
    <Alert
      severity={warn ? 'warning' : 'success'}
      onClose={onClose}
      sx={{ '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle>{`Estratto conto importato: ${count(result.added, 'riga nuova', 'righe nuove')} su ${result.lines}`}</AlertTitle>
      {lines.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      ) : null}
      {result.notes.length ? (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            Righe escluse
          </Typography>
          {/* focusable so that a long list scrolls from the keyboard too */}
          <Box
            role="region"
            aria-label="Righe escluse"
            tabIndex={0}
            sx={{ maxHeight: 200, overflowY: 'auto', overflowWrap: 'anywhere' }}
          >
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {result.notes.map((note, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two notes may read the same; the list never reorders
                <li key={i}>{note}</li>
              ))}
            </Box>
          </Box>
        </>
      ) : null}
    </Alert>
  );
}
