// Measures the local Supabase: cold start (fresh data folder), warm start, and password sign-in
// latency through supabase-js. `pnpm --filter server bench:supabase`
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../src/server-process.js';
import { startBackend } from '../src/index.js';
import { clientFor, testPassword, uniqueEmail } from '../src/test-support.js';

const warmRuns = 3;
const signIns = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const dataDir = await mkdtemp(join(tmpdir(), 'watchwhere-bench-'));
try {
  const cold = await startServerProcess({ WATCHWHERE_DATA_DIR: dataDir });
  await cold.backend.close();
  const warm: number[] = [];
  for (let i = 0; i < warmRuns; i++) {
    const run = await startServerProcess({ WATCHWHERE_DATA_DIR: dataDir });
    warm.push(run.startupMs);
    await run.backend.close();
  }
  console.log(`cold start (fresh data folder, process spawn → listening): ${ms(cold.startupMs)}`);
  console.log(
    `warm start (existing data folder), median of ${warmRuns}: ${ms(warm.sort((a, b) => a - b)[1]!)}`,
  );

  const backend = await startBackend({
    dataDir,
    port: 0,
    emailConfirmation: false,
    rateLimits: {
      signIn: { max: signIns * 2, windowSeconds: 300 },
      signInPerIp: { max: signIns * 2, windowSeconds: 300 },
    },
  });
  try {
    const email = uniqueEmail('bench');
    await clientFor(backend).auth.signUp({ email, password: testPassword });
    const latencies: number[] = [];
    for (let i = 0; i < signIns; i++) {
      const startedAt = performance.now();
      const { error } = await clientFor(backend).auth.signInWithPassword({
        email,
        password: testPassword,
      });
      latencies.push(performance.now() - startedAt);
      if (error) throw error;
    }
    latencies.sort((a, b) => a - b);
    console.log(
      `password sign-in via supabase-js, ${signIns} sequential: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}`,
    );
  } finally {
    await backend.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
