import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface BenchChild {
  port: number;
  /** The server's `process.memoryUsage()`, after a full collection when it runs with --expose-gc. */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** Why the process ended (`code 0`, `signal SIGABRT`…), or null while it runs. */
  exitReason(): string | null;
  stop(): Promise<void>;
}

/** Forks `bench-server.ts` (the offline catalog alone) with extra Node flags and waits until it listens. */
export async function startBenchChild(nodeFlags: string[] = []): Promise<BenchChild> {
  const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx', ...nodeFlags],
  });
  let exitReason: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitReason = signal ? `signal ${signal}` : `code ${code}`;
      resolve();
    }),
  );
  const { port } = await nextMessage<{ port: number }>(child, 'listening');
  return {
    port,
    memory: async () => {
      if (exitReason !== null) throw new Error(`bench server exited (${exitReason})`);
      child.send({ type: 'memory' });
      return (await nextMessage<{ usage: NodeJS.MemoryUsage }>(child, 'memory')).usage;
    },
    exitReason: () => exitReason,
    stop: async () => {
      if (exitReason === null && child.connected) child.send({ type: 'stop' });
      await exited;
    },
  };
}

function nextMessage<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) =>
      reject(new Error(`bench server exited (${signal ?? `code ${code}`})`));
    const onMessage = (message: { type?: string }) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as T);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
