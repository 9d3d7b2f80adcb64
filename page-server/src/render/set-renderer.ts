import { Worker } from 'node:worker_threads';
import type {
  ReleaseSet,
  RenderReply,
  RenderRequest,
  RenderWorkerData,
  WorkerTask,
  WorkerTasks,
} from './render-worker-protocol.js';

/** The answer to a task of the worker (`{ input }` answers a page render). */
type AnswerTo<Task extends WorkerTask> = WorkerTasks[keyof Task & keyof WorkerTasks]['answer'];

/** One release set's render worker: renders pages, and retires once no render is pending. */
export interface SetRenderer {
  readonly set: ReleaseSet;
  /**
   * Runs a task (a page's render, a sitemap's listing): fails after `timeoutMs`, or at once when
   * `signal` aborts (the task is cancelled).
   */
  run<Task extends WorkerTask>(
    task: Task,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<AnswerTo<Task>>;
  /** Ends the worker once its pending renders have answered (or at once, with `now`). */
  retire(now?: boolean): Promise<void>;
}

const WORKER_FILE = new URL('./render-worker.mjs', import.meta.url);

/**
 * Starts the worker of a release set. A render that does not answer within `timeoutMs` (a remote's
 * server code that never resolves, or loops) fails, and the worker is replaced: `onStuck` is told.
 */
export function startSetRenderer(
  set: ReleaseSet,
  settings: Pick<RenderWorkerData, 'runtimeConfig' | 'callHeaders'>,
  onStuck: (renderer: SetRenderer) => void,
): SetRenderer {
  const workerData: RenderWorkerData = {
    shellEntry: set.shellEntry,
    remotes: set.remotes,
    ...settings,
  };
  const worker = new Worker(WORKER_FILE, { workerData });
  const pending = new Map<
    number,
    { resolve: (answer: unknown) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  let retiring = false;
  let ended = false;

  const end = async () => {
    if (ended) return;
    ended = true;
    for (const { reject } of pending.values()) reject(new Error('The render worker ended'));
    pending.clear();
    await worker.terminate();
  };
  let lastAnswerAt = Date.now();
  worker.on('message', (reply: RenderReply) => {
    lastAnswerAt = Date.now();
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiting?.reject(new Error(reply.error));
    else waiting?.resolve(reply.result);
    if (retiring && pending.size === 0) void end();
  });
  worker.on('error', () => void end());
  worker.on('exit', () => void end());

  const renderer: SetRenderer = {
    set,
    run<Task extends WorkerTask>(task: Task, timeoutMs: number, signal?: AbortSignal) {
      if (ended) return Promise.reject(new Error('The render worker ended'));
      const id = (nextId += 1);
      return new Promise<AnswerTo<Task>>((resolve, reject) => {
        // The worker answers each kind of task with its kind of answer.
        const answer = resolve as (value: unknown) => void;
        const settle = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', cancel);
          pending.delete(id);
        };
        const timer = setTimeout(() => {
          settle();
          reject(new Error(`No answer within ${timeoutMs} ms`));
          // A worker that answered nothing meanwhile is stuck (a loop); one that did is only busy.
          if (Date.now() - lastAnswerAt >= timeoutMs) onStuck(renderer);
        }, timeoutMs);
        const cancel = () => {
          settle();
          worker.postMessage({ cancel: id } satisfies RenderRequest);
          reject(new Error('The visitor went away'));
        };
        pending.set(id, {
          resolve: (value) => (settle(), answer(value)),
          reject: (error) => (settle(), reject(error)),
        });
        if (signal?.aborted) return cancel();
        signal?.addEventListener('abort', cancel, { once: true });
        worker.postMessage({ id, ...task } satisfies RenderRequest);
      });
    },
    async retire(now = false) {
      retiring = true;
      if (now || pending.size === 0) await end();
    },
  };
  return renderer;
}
