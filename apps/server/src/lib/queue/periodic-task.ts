export type TaskLog = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

/**
 * Work that runs every `pollMs` in each instance from start() to stop(), one pass at a time (a pass
 * still running when the next is due is not overlapped), and at once on kick(). What keeps a pass
 * from running twice across instances is the pass's own business (a lease in the database).
 */
export abstract class PeriodicTask {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  /** set by stop(): a pass in progress may hand its remaining work back */
  protected stopping = false;

  constructor(
    protected readonly pollMs: number,
    protected readonly log: TaskLog,
    /** for the log: "mail worker", "PEC inbox" */
    private readonly name: string,
  ) {}

  /** One pass. */
  abstract runOnce(): Promise<unknown>;

  /** After the last pass, when stopping (close a transport). */
  protected close(): void {}

  start() {
    this.stopped = false;
    this.stopping = false;
    this.schedule(this.pollMs);
  }

  /** Run a pass now (after something it handles has committed). */
  kick() {
    if (!this.stopped) this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.close();
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.running) {
        this.schedule(this.pollMs);
        return;
      }
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((err) => this.log.warn({ err }, `${this.name}: tick failed`))
        .finally(() => {
          this.running = null;
          this.schedule(this.pollMs);
        });
    }, ms);
    this.timer.unref?.();
  }
}
