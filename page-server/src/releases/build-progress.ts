// What a run of several builds prints while it works: which app is at which step and for how long,
// and which are still waiting (a first `pnpm start` builds every app).
import type { AppFolder, ReleaseInfo } from './release-store.js';

const TICK_MS = 10_000;
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

export class BuildProgress {
  private readonly started = Date.now();
  private readonly steps = new Map<AppFolder, { step: string; since: number }>();
  private readonly waiting: AppFolder[];
  private finished = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly apps: readonly AppFolder[],
    concurrency: number,
    /** Where releases go (`ReleaseFiles.description`): a folder, or an S3 bucket and prefix. */
    private readonly store: string,
    private readonly log: (line: string) => void = (line) => console.error(line),
  ) {
    this.waiting = [...apps];
    this.log(`Building ${apps.length} app(s), ${concurrency} at a time: ${apps.join(', ')}`);
    this.timer = setInterval(() => this.log(this.summary()), TICK_MS);
    this.timer.unref();
  }

  /** An app moved on to a step of its build (the first step starts it). */
  step(app: AppFolder, step: string): void {
    const index = this.waiting.indexOf(app);
    if (index >= 0) this.waiting.splice(index, 1);
    this.steps.set(app, { step, since: Date.now() });
  }

  done(app: AppFolder, release: ReleaseInfo, builtIn: number): void {
    this.steps.delete(app);
    this.finished += 1;
    const left = this.apps.length - this.finished;
    this.log(
      `${app} release ${release.id} built in ${seconds(builtIn)} and stored in ${this.store} (${this.finished} of ${this.apps.length}; ${left} left)`,
    );
  }

  /** Stops the ticking: every build ended, or one failed. */
  stop(): void {
    clearInterval(this.timer);
  }

  private summary(): string {
    const now = Date.now();
    const building = [...this.steps].map(
      ([app, { step, since }]) => `${app} ${step} (${seconds(now - since)})`,
    );
    const waiting = this.waiting.length > 0 ? `; waiting: ${this.waiting.join(', ')}` : '';
    return `  ${seconds(now - this.started)}: ${building.join(', ') || 'nothing building'}${waiting}`;
  }
}
