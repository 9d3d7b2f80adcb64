import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { FixtureTmdb } from './fixture-server.js';

export interface BurstPlan {
  /** Distinct uncached URLs one client asks for, spread evenly over `seconds`. */
  urls: number;
  seconds: number;
  /** The client's headers (e.g. the internal token). */
  headers?: Record<string, string>;
  /** An answer the other client has cached, and asks for again every 50 ms meanwhile. */
  cachedUrl: string;
}

export interface BurstFigures {
  /** From the first request until the last one was sent, and the calls TMDB had by then. */
  sendingSeconds: number;
  callsWhileSending: number;
  /** From the first request until the last one was answered, and the calls TMDB had in all. */
  seconds: number;
  upstreamCalls: number;
  /** The burst's answers by status code. */
  statuses: Record<number, number>;
  /** The other client's answers: how many, how many not a fresh 200, the slowest. */
  cached: { answers: number; notFresh: number; slowestMs: number };
}

const BURST_CLIENT = '198.51.100.10';
const OTHER_CLIENT = '198.51.100.20';
const TICK_MS = 10;
let bursts = 0;

/** One client asks for many distinct URLs while another asks for one it has cached. */
export async function urlBurst(
  app: FastifyInstance,
  tmdb: FixtureTmdb,
  plan: BurstPlan,
): Promise<BurstFigures> {
  const burst = ++bursts;
  const callsBefore = tmdb.requests.length;
  const started = performance.now();
  const ticks = (plan.seconds * 1000) / TICK_MS;
  const perTick = plan.urls / ticks;
  const answers: Promise<number>[] = [];
  let bursting = true;
  const cached = { answers: 0, notFresh: 0, slowestMs: 0 };
  const other = (async () => {
    while (bursting) {
      const asked = performance.now();
      const response = await app.inject({ url: plan.cachedUrl, remoteAddress: OTHER_CLIENT });
      cached.slowestMs = Math.max(cached.slowestMs, performance.now() - asked);
      cached.answers++;
      if (response.statusCode !== 200 || response.headers['x-watchwhere-stale']) cached.notFresh++;
      await sleep(50);
    }
  })();
  for (let tick = 0; tick < ticks; tick++) {
    for (let sent = Math.round(tick * perTick); sent < Math.round((tick + 1) * perTick); sent++) {
      const url = `/catalog/3/search/multi?query=burst-${burst}-${sent}`;
      answers.push(
        app
          .inject({ url, remoteAddress: BURST_CLIENT, headers: plan.headers })
          .then((response) => response.statusCode),
      );
    }
    await sleep(Math.max(0, started + (tick + 1) * TICK_MS - performance.now()));
  }
  const sendingSeconds = (performance.now() - started) / 1000;
  const callsWhileSending = tmdb.requests.length - callsBefore;
  const statuses: Record<number, number> = {};
  for (const status of await Promise.all(answers)) statuses[status] = (statuses[status] ?? 0) + 1;
  bursting = false;
  await other;
  return {
    sendingSeconds,
    callsWhileSending,
    seconds: (performance.now() - started) / 1000,
    upstreamCalls: tmdb.requests.length - callsBefore,
    statuses,
    cached,
  };
}
