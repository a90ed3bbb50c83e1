import {
  formatCents,
  formatNumberedIntolerances,
  MEMBER_BADGE,
  type ParticipantCharges,
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

/** On a phone the cells give their padding to the text, so the table fits the card. */
const COMPACT_ON_PHONE = { '& th, & td': { px: { xs: 0.5, sm: 2 } } } as const;

/** An amount stays on one line with its "€". */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * One participant of an order: contacts, Member badge, and their lines (fee, optionals, workshops)
 * with their subtotal, as the e-mail and the invoice charge them.
 */
export function ParticipantCard({
  participant: p,
  charges,
}: {
  participant: TOrderParticipant;
  charges: ParticipantCharges;
}) {
  const badge = MEMBER_BADGE(p.company_founder);
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
        <Table size="small" aria-label={`Riepilogo di ${p.name} ${p.surname}`} sx={COMPACT_ON_PHONE}>
          <TableHead>
            <TableRow>
              <TableCell>Voce</TableCell>
              <TableCell align="center" sx={{ width: { sm: 96 } }}>
                Quantità
              </TableCell>
              <TableCell align="right" sx={{ width: { xs: 88, sm: 120 } }}>
                Prezzo
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell>{charges.fee.label}</TableCell>
              <TableCell align="center">1</TableCell>
              <TableCell align="right" sx={NO_WRAP}>
                {formatCents(charges.fee.gross)}
              </TableCell>
            </TableRow>
            {charges.optionals.map((o, i) => (
              // the same optional may be booked twice: the position tells the lines apart
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own
              <TableRow key={i}>
                <TableCell>
                  {o.title}
                  {o.free ? (
                    <Typography variant="caption" component="div" color="text.secondary">
                      1 omaggio
                    </Typography>
                  ) : null}
                  {o.notes.length ? (
                    <Typography variant="caption" component="div" color="text.secondary">
                      Intolleranze: {formatNumberedIntolerances(o.notes)}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="center">{o.quantity}</TableCell>
                <TableCell align="right" sx={NO_WRAP}>
                  {formatCents(o.gross)}
                </TableCell>
              </TableRow>
            ))}
            {charges.workshops.map((w) => (
              <TableRow key={`w-${w.title}`}>
                <TableCell>Workshop: {w.title}</TableCell>
                <TableCell align="center">1</TableCell>
                <TableCell align="right">incluso</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={2} align="right" sx={{ fontWeight: 600 }}>
                Totale partecipante
              </TableCell>
              <TableCell align="right" sx={{ ...NO_WRAP, fontWeight: 600 }}>
                {formatCents(charges.subtotal)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
