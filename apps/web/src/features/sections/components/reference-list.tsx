import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DeleteAction, IconAction } from '../../../components/icon-action';

export type ReferenceColumn<R> = { header: string; value: (row: R) => string; width?: number | string };

export type ReferenceListProps<R> = {
  title: string;
  /** e.g. "Aggiungi categoria" */
  addLabel: string;
  /** what the list is when empty, e.g. "Nessuna categoria" */
  emptyText: string;
  rows: readonly R[] | undefined;
  loading: boolean;
  /** the list could not be read */
  failed: boolean;
  columns: readonly ReferenceColumn<R>[];
  rowKey: (row: R) => string | number;
  /** how a row is named in its buttons' accessible names */
  rowLabel: (row: R) => string;
  onAdd: () => void;
  onEdit: (row: R) => void;
  onDelete: (row: R) => void;
  /** why the last delete was refused (409: still in use); stays until dismissed */
  error: string | null;
  onDismissError: () => void;
};

/** A small reference list answered whole (no paging): a table with edit and delete per row. */
export function ReferenceList<R>(props: ReferenceListProps<R>) {
  const { title, rows, columns, error } = props;
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ flex: 1, minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, flexWrap: 'wrap' }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
          {title}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      </Stack>
      {props.loading ? <LinearProgress aria-label={`Caricamento: ${title}`} /> : null}
      {error ? (
        <Alert severity="error" onClose={props.onDismissError} sx={{ mx: 2, mb: 1.5 }}>
          {error}
        </Alert>
      ) : null}
      {props.failed ? (
        <Alert severity="error" sx={{ mx: 2, mb: 1.5 }}>
          Impossibile leggere l’elenco: ricarica la pagina.
        </Alert>
      ) : null}
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.header} sx={{ width: c.width }}>
                {c.header}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ width: 112 }}>
              Azioni
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows?.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length + 1} sx={{ color: 'text.secondary' }}>
                {props.emptyText}
              </TableCell>
            </TableRow>
          ) : null}
          {rows?.map((row) => (
            <TableRow key={props.rowKey(row)} hover>
              {columns.map((c) => (
                <TableCell key={c.header} sx={{ overflowWrap: 'anywhere' }}>
                  {c.value(row)}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconAction
                  title="Modifica"
                  label={`Modifica ${props.rowLabel(row)}`}
                  icon={<EditIcon fontSize="small" />}
                  onClick={() => props.onEdit(row)}
                />
                <DeleteAction
                  title="Elimina"
                  label={`Elimina ${props.rowLabel(row)}`}
                  onClick={() => props.onDelete(row)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
