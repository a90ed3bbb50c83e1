import type { Db } from '../../db/client.ts';
import { PeriodicTask, type TaskLog } from '../../lib/queue/periodic-task.ts';
import { writeWithAudit } from '../../plugins/audit.ts';
import { offerFreedSeats } from './offers.ts';
import { conferencesToSweep } from './repository.ts';

/** Conferences looked at per pass; the rest wait for the next one. */
const BATCH = 100;
const PRODUCT = { actorId: null, requestId: null, ip: null };

/**
 * The waiting lists' clock, every pollMs in each instance: offers past their time end as expired
 * and their seats pass on to the next in line; seats freed by anything that did not say so are
 * offered too. Each conference in a transaction of its own under its row lock (a booking's), so
 * two instances, or a booking, never act on the same seats at once.
 */
export class WaitingListSweep extends PeriodicTask {
  constructor(
    private readonly db: Db,
    private readonly opts: { pollMs: number; publicUrl: string; queued?: () => void },
    log: TaskLog,
  ) {
    super(opts.pollMs, log, 'waiting list');
  }

  /** One pass; answers how many offers it made. */
  async runOnce(): Promise<number> {
    let made = 0;
    for (const id of await conferencesToSweep(this.db, BATCH)) {
      if (this.stopping) break;
      try {
        made += await writeWithAudit(this.db, PRODUCT, (tx, audit) =>
          offerFreedSeats(tx, audit, id, this.opts.publicUrl),
        );
      } catch (err) {
        this.log.warn({ err, conference: id }, 'waiting list not swept');
      }
    }
    if (made > 0) this.opts.queued?.();
    return made;
  }
}
