/**
 * The outbox worker: runs inside the server process and delivers the jobs written with each lead.
 *
 * - It claims due jobs with a lease (the store marks them "sending" until lease end), so two workers
 *   never send the same job, and a job whose worker died is picked up again once the lease runs out.
 * - A failed delivery is retried after 1 s, 2 s, 4 s, … capped at 30 s by default, until
 *   maxAttempts, then the job is marked failed (the CLI's retry-failed puts it back).
 * - Kinds without a transport (no SMTP_URL) are not claimed at all: they wait in the store.
 * - stop() waits for deliveries in flight, so closing the server never cuts one off half-recorded.
 */
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { retryDelayMs, type LeadConfig } from './config';
import type { JobKind, JobRecord, LeadStore, StoredLead } from './store';

export type Deliver = (lead: StoredLead, job: JobRecord) => Promise<void>;

export interface WorkerLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

const BATCH = 10;

export class OutboxWorker {
  private readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly store: LeadStore,
    private readonly deliverers: Partial<Record<JobKind, Deliver>>,
    private readonly config: Pick<
      LeadConfig,
      'maxAttempts' | 'retryBaseMs' | 'retryCapMs' | 'pollIntervalMs' | 'leaseMs'
    >,
    private readonly log: WorkerLog,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Look for due jobs now (called after a lead is stored, so its e-mail goes out at once). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // A pending timer (a retry's due time or the next poll) stays: it just finds the worker busy or idle.
    this.running = this.runBatches().finally(() => {
      this.running = null;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
      } else {
        this.wakeAt(this.now() + this.config.pollIntervalMs);
      }
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    await this.running;
  }

  private wakeAt(time: number): void {
    if (this.stopped || time >= this.timerAt) return;
    this.clearTimer();
    this.timerAt = time;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.timerAt = Infinity;
        this.wake();
      },
      Math.max(0, time - this.now()),
    );
    // The worker alone must not keep a process (e.g. a test or the CLI) alive.
    this.timer.unref();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
  }

  private async runBatches(): Promise<void> {
    const kinds = (Object.keys(this.deliverers) as JobKind[]).filter((kind) => this.deliverers[kind]);
    try {
      while (!this.stopped) {
        const claimed = await this.store.claimJobs({
          kinds,
          now: this.now(),
          leaseMs: this.config.leaseMs,
          owner: this.owner,
          limit: BATCH,
        });
        await Promise.all(claimed.map(({ job, lead }) => this.deliver(job, lead)));
        if (claimed.length < BATCH) break;
      }
    } catch (error) {
      this.log.error(`lead outbox: ${describe(error)}`);
    }
  }

  private async deliver(job: JobRecord, lead: StoredLead): Promise<void> {
    try {
      await this.deliverers[job.kind]!(lead, job);
      await this.store.markSent(job.id, this.owner, this.now());
      this.log.info(`lead ${lead.id}: ${job.kind} delivered (attempt ${job.attempts})`);
    } catch (error) {
      const message = describe(error);
      if (job.attempts >= this.config.maxAttempts) {
        await this.store.markFailed(job.id, this.owner, message);
        this.log.error(
          `lead ${lead.id}: ${job.kind} FAILED after ${job.attempts} attempts (${message}); run "npm run leads -- retry-failed" once fixed`,
        );
      } else {
        const next = this.now() + retryDelayMs(job.attempts, this.config);
        await this.store.markRetry(job.id, this.owner, message, next);
        this.log.warn(
          `lead ${lead.id}: ${job.kind} attempt ${job.attempts} failed (${message}); retrying in ${next - this.now()} ms`,
        );
        this.wakeAt(next);
      }
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
