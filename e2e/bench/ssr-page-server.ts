// The page server of `pnpm bench:ssr`, in a process of its own (forked with --expose-gc), so the
// bench's load and the backend's catalog stay out of its heap and its CPU figures. It serves the
// production builds with `pnpm start`'s code, answers its heap (its own and its render worker's,
// each after a full collection) when asked, and stops when told. It logs as production does (one
// JSON line per request), to the null device, so the figures include the logging's cost.
import { createWriteStream } from 'node:fs';
import { devNull } from 'node:os';
import { createOperations } from 'observability';
import { type RuntimeSettings, startAppServers, type WorkerHeap } from 'page-server';
import { appPorts } from '../support/stack.js';

/** What the bench tells the page server. */
export type PageServerRequest =
  | { type: 'start'; settings: RuntimeSettings; appBasePort: number }
  | { type: 'heap' }
  | { type: 'stop' };

/** What the page server answers. */
export type PageServerReply =
  | { type: 'listening'; shellUrl: string }
  | { type: 'heap'; main: WorkerHeap; worker: WorkerHeap | null; rssBytes: number };

const send = (reply: PageServerReply) => process.send?.(reply);

/** This thread's heap after a full collection. */
function mainHeap(): WorkerHeap {
  globalThis.gc?.();
  const usage = process.memoryUsage();
  return {
    threadId: 0,
    usedBytes: usage.heapUsed,
    totalBytes: usage.heapTotal,
    externalBytes: usage.external,
  };
}

let apps: Awaited<ReturnType<typeof startAppServers>> | undefined;

// A bench that ends without saying stop (Ctrl-C, a crash) leaves no server behind.
process.once('disconnect', () => process.exit(0));

process.on('message', async (request: PageServerRequest) => {
  if (request.type === 'start') {
    apps = await startAppServers({
      ports: appPorts(request.appBasePort),
      settings: request.settings,
      env: {},
      operations: createOperations({
        service: 'page-server',
        log: true,
        logTo: createWriteStream(devNull),
      }),
    });
    send({ type: 'listening', shellUrl: apps.shellUrl });
  } else if (request.type === 'heap') {
    const worker = (await apps?.renderWorkerHeap()) ?? null;
    send({ type: 'heap', main: mainHeap(), worker, rssBytes: process.memoryUsage().rss });
  } else {
    await apps?.close();
    process.exit(0);
  }
});
