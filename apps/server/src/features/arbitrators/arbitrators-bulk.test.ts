import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, users } from '../../db/schema/index.ts';
import { parseCsv } from '../../test/csv-parse.ts';
import { applicationFields, sendApplication } from '../../test/fixtures/application.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

/** Approving applicants in bulk: each one as the list's own approval does it, mail included. */
const { t, headers } = useTestApp();

async function apply(surname: string) {
  const email = `${surname.toLowerCase()}@bulk.example`;
  const res = await sendApplication(t.app, await applicationFields(t.app, { email, surname }));
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().application.id as number, email };
}
const post = (url: string, payload?: object, auth = headers) =>
  t.app.inject({ method: 'POST', url: `/api/arbitrators/${url}`, headers: auth, payload });
const userOf = async (email: string) =>
  (await t.app.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /api/arbitrators/bulk/confirm', () => {
  it('approves each applicant with its mail; the ones that cannot be are listed with the reason', async () => {
    const [first, rejected, approved, gone, last] = await Promise.all(
      ['Primo', 'Rifiutato', 'Approvato', 'Cancellato', 'Ultimo'].map(apply),
    );
    await post(`${rejected.id}/reject`, { reason: 'Esperienza insufficiente' });
    await post(`${approved.id}/confirm`);
    await t.app.inject({ method: 'DELETE', url: `/api/arbitrators/${gone.id}`, headers });

    const ids = [first, rejected, approved, gone, last].map((a) => a.id);
    const res = await post('bulk/confirm', { ids });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      done: [first.id, last.id],
      failed: [
        { id: rejected.id, reason: 'Candidatura già rifiutata' },
        { id: approved.id, reason: "L'arbitrator è già approvato" },
        { id: gone.id, reason: 'Arbitrator non trovato' },
      ],
    });
    for (const a of [first, last]) {
      const user = await userOf(a.email);
      expect(user.active).toBe(true);
      const mails = await t.app.db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.entity, 'user'), eq(mailOutbox.entityId, String(user.id))));
      expect(mails.map((m) => m.subject)).toContain('Candidatura arbitro approvata');
    }
    expect((await userOf(rejected.email)).active).toBe(false);
    const audited = await t.app.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'arbitrator'),
          eq(auditLog.action, 'confirm'),
          inArray(auditLog.entityId, [String(first.id), String(last.id)]),
        ),
      );
    expect(audited).toHaveLength(2);
  });

  it('takes the list filter: every pending application it selects', async () => {
    const a = await apply('Filtrata');
    const res = await post('bulk/confirm', { filter: { all: 'true', status: 'pending', q: a.email } });
    expect(res.json()).toEqual({ status: 'success', done: [a.id], failed: [] });
  });

  it('exports the selection through the list CSV', async () => {
    const a = await apply('Esportata');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/arbitrators/csv?all=true&ids=${a.id}`,
      headers,
    });
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(['ID', 'Nome', 'Cognome', 'Email', 'Stato']);
    expect(rows).toEqual([[String(a.id), 'Chiara', 'Esportata', a.email, 'Non confermato']]);
  });

  it('is for admins only', async () => {
    const member = await signIn(t.app, 'client');
    expect((await post('bulk/confirm', { ids: [1] }, member.headers)).statusCode).toBe(403);
  });
});
