import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import { Piscina } from 'piscina';

interface BcryptTask {
  password: string;
  cost?: number;
  hash?: string;
}

const threads = Math.max(1, availableParallelism() - 1);

/** bcrypt on worker threads (one core less than the machine has), reniced on Linux. */
const pool = new Piscina<BcryptTask, string | boolean>({
  filename: new URL('./bcrypt-worker.mjs', import.meta.url).href,
  maxThreads: threads,
  idleTimeout: 30_000,
});

/** First come, first served: one slot per thread. */
const slots = pLimit(threads);

/**
 * After each hash its slot rests twice as long as the hash took, so hashing takes at most a third
 * of each thread's core: on a small machine a fully busy hashing thread halved the throughput of
 * every other request even when reniced (`pnpm --filter server bench`, sign-in storm). The rest
 * holds the slot, not the answer: a lone sign-in never waits, a storm of them queues.
 */
const REST_FACTOR = 2;

function paced<T>(task: BcryptTask): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    void slots(async () => {
      const startedAt = performance.now();
      try {
        resolve((await pool.run(task)) as T);
      } catch (error) {
        reject(error);
        return;
      }
      await sleep(REST_FACTOR * (performance.now() - startedAt));
    });
  });
}

export const bcryptHash = (password: string, cost: number) => paced<string>({ password, cost });

export const bcryptVerify = (password: string, hash: string) => paced<boolean>({ password, hash });
