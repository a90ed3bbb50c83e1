import type { TPecSendStatus, TSdiPecChannel } from '@app/shared';
import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { invoices, sdiPecSends } from '../../db/schema/index.ts';
import { readChannel } from './pec-channel.ts';

/** Host and user of a URL with credentials: what may be shown of it. */
function serverOf(url: string | undefined) {
  if (!url) return { server: null, user: null };
  const u = new URL(url);
  return {
    server: u.port ? `${u.hostname}:${u.port}` : u.hostname,
    user: decodeURIComponent(u.username) || null,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The channel's state for the settings page: configuration (no secret), last events, problems. */
export async function pecChannelState(db: Db, pec: Config['pec']): Promise<TSdiPecChannel> {
  const channel = await readChannel(db);
  const problems = await db
    .select({
      invoice_id: sdiPecSends.invoiceId,
      number: invoices.number,
      file_name: sdiPecSends.fileName,
      status: sdiPecSends.status,
      attempts: sdiPecSends.attempts,
      last_error: sdiPecSends.lastError,
    })
    .from(sdiPecSends)
    .innerJoin(invoices, eq(invoices.id, sdiPecSends.invoiceId))
    .where(
      or(
        inArray(sdiPecSends.status, ['uncertain', 'failed']),
        and(eq(sdiPecSends.status, 'queued'), isNotNull(sdiPecSends.lastError)),
      ),
    )
    .orderBy(desc(sdiPecSends.updatedAt), desc(sdiPecSends.id))
    .limit(50);
  return {
    sending: {
      enabled: Boolean(pec.smtpUrl),
      ...serverOf(pec.smtpUrl),
      from: pec.from,
      sdi_address: channel.sdiAddress ?? pec.sdiAddress,
      sdi_address_learnt: channel.sdiAddress !== null,
      last_sent_at: iso(channel.lastSentAt),
      error: channel.sendError,
      error_at: iso(channel.sendErrorAt),
    },
    reading: {
      enabled: Boolean(pec.imapUrl),
      ...serverOf(pec.imapUrl),
      poll_ms: pec.pollMs,
      last_read_at: iso(channel.lastReadAt),
      error: channel.readError,
      error_at: iso(channel.readErrorAt),
    },
    problems: problems.map((p) => ({ ...p, status: p.status as TPecSendStatus })),
  };
}
