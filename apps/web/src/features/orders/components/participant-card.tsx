import {
  formatCents,
  formatNumberedIntolerances,
  MEMBER_BADGE,
  numberIntolerances,
  optionalLinePrice,
  type TOrderParticipant,
} from '@app/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** One participant of an order: contacts, Member badge, and their optionals and workshops. */
export function ParticipantCard({ participant: p }: { participant: TOrderParticipant }) {
  const notes = numberIntolerances(p.optionals);
  const badge = MEMBER_BADGE(p.company_founder);
  const empty = p.optionals.length === 0 && p.workshops.length === 0;
  return (
    <Card
      variant="outlined"
      className="order-participant"
      component="section"
      aria-label={`${p.name} ${p.surname}`}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {p.name} {p.surname}
          </Typography>
          <Chip size="small" label={badge} color={p.company_founder === 1 ? 'primary' : 'default'} />
        </Stack>
        <Typography variant="body2">Email: {p.email}</Typography>
        {p.phone ? <Typography variant="body2">Telefono: {p.phone}</Typography> : null}
        {p.company_address ? (
          <Typography variant="body2">Indirizzo azienda: {p.company_address}</Typography>
        ) : null}
        <Typography variant="subtitle2" component="h5" sx={{ mt: 2 }}>
          Riepilogo ordine
        </Typography>
        {empty ? (
          <Typography variant="body2" color="text.secondary">
            Nessun optional o workshop.
          </Typography>
        ) : (
          <Table size="small" aria-label={`Riepilogo di ${p.name} ${p.surname}`}>
            <TableHead>
              <TableRow>
                <TableCell>Voce</TableCell>
                <TableCell align="center">Quantità</TableCell>
                <TableCell align="right">Prezzo</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {p.optionals.map((o, i) => (
                <TableRow key={`o-${o.id}`}>
                  <TableCell>
                    {o.title}
                    {notes[i].length ? (
                      <Typography variant="caption" component="div" color="text.secondary">
                        Intolleranze: {formatNumberedIntolerances(notes[i])}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell align="center">{o.quantity}</TableCell>
                  <TableCell align="right">{formatCents(optionalLinePrice(o))}</TableCell>
                </TableRow>
              ))}
              {p.workshops.map((w) => (
                <TableRow key={`w-${w.id}`}>
                  <TableCell>Workshop: {w.title}</TableCell>
                  <TableCell align="center">1</TableCell>
                  <TableCell />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
