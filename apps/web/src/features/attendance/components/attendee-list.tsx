import { CHECKED_IN_HOW_LABELS, type TAttendee } from '@app/shared';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });

const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Attendees whose surname (or name) starts with `search`, accents and case aside. */
export const matching = (list: TAttendee[], search: string) => {
  const q = folded(search.trim());
  if (!q) return list;
  return list.filter((a) => folded(a.surname).startsWith(q) || folded(`${a.name} ${a.surname}`).includes(q));
};

interface Props {
  attendees: TAttendee[];
  onMark: (a: TAttendee) => void;
  onUndo: (a: TAttendee) => void;
  busy: boolean;
}

/** Who is still expected and who has arrived, each with what an admin may do. */
export function AttendeeList({ attendees, onMark, onUndo, busy }: Props) {
  const [tab, setTab] = useState<'missing' | 'arrived'>('missing');
  const [confirming, setConfirming] = useState<number | null>(null);
  const arrived = attendees.filter((a) => a.checked_in_at);
  const missing = attendees.filter((a) => !a.checked_in_at);
  const shown = tab === 'arrived' ? arrived : missing;
  return (
    <>
      <Tabs value={tab} onChange={(_e, v) => setTab(v)} variant="fullWidth" aria-label="Elenco partecipanti">
        <Tab value="missing" label={`Da arrivare (${missing.length})`} />
        <Tab value="arrived" label={`Arrivati (${arrived.length})`} />
      </Tabs>
      {shown.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {tab === 'arrived' ? 'Nessuno è ancora arrivato.' : 'Sono arrivati tutti.'}
        </Typography>
      ) : (
        <List dense aria-label={tab === 'arrived' ? 'Arrivati' : 'Da arrivare'}>
          {shown.map((a) => {
            const who = `${a.surname} ${a.name}`;
            const details = [
              a.attendance === 'streaming' ? 'Streaming' : null,
              a.workshops.length ? `Workshop: ${a.workshops.join(', ')}` : null,
              a.checked_in_at
                ? `${a.checked_in_how ? CHECKED_IN_HOW_LABELS[a.checked_in_how] : 'Ingresso'} alle ${time(a.checked_in_at)}`
                : null,
            ].filter(Boolean);
            return (
              <ListItem
                key={a.ticket_id}
                divider
                secondaryAction={
                  a.checked_in_at ? (
                    confirming === a.ticket_id ? (
                      <Button
                        size="small"
                        color="error"
                        variant="contained"
                        disabled={busy}
                        onClick={() => {
                          setConfirming(null);
                          onUndo(a);
                        }}
                        aria-label={`Conferma: annulla l'ingresso di ${who}`}
                      >
                        Conferma
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setConfirming(a.ticket_id)}
                        aria-label={`Annulla l'ingresso di ${who}`}
                      >
                        Annulla
                      </Button>
                    )
                  ) : (
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() => onMark(a)}
                      aria-label={`Segna presente ${who}`}
                    >
                      Presente
                    </Button>
                  )
                }
              >
                <ListItemText primary={who} secondary={details.join(' · ') || null} sx={{ pr: 10 }} />
              </ListItem>
            );
          })}
        </List>
      )}
    </>
  );
}
