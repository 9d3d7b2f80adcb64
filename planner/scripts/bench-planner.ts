/**
 * The planner's budgets on 500 titles × 30 services (ARCHITECTURE.md): "this month" p95 ≤ 50 ms,
 * a 12-month rotation p95 ≤ 500 ms. Each case is a fresh random list; one warm-up run first.
 *   pnpm --filter planner bench [--runs 20]
 */
import { parseArgs } from 'node:util';
import { loadPlannerSolver, planRotation, planThisMonth } from '../src/index.ts';
import { benchCase, benchMonths, TODAY } from './bench-data.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new RangeError(`--runs ${values.runs}: a count ≥ 1`);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function report(name: string, budget: number, times: number[], note = ''): boolean {
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const ok = p95 <= budget;
  console.log(
    `${name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms ` +
      `(budget p95 ≤ ${budget} ms: ${ok ? 'met' : 'MISSED'})${note}`,
  );
  return ok;
}

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const solver = await loadPlannerSolver();
const months = benchMonths(12);
const thisMonth: number[] = [];
const rotation: number[] = [];
let proven = 0;
for (let run = 0; run <= runs; run++) {
  // Some services without a price every other run: the plan then counts service-months.
  const { titles, services } = benchCase(1000 + run, run % 2 ? 4 : 0);
  const month = time(() => planThisMonth({ titles, services, today: TODAY }));
  let optimal = false;
  const year = time(() => {
    optimal = planRotation({ titles, services, months, minutesPerMonth: 20 * 60, solver }).optimal;
  });
  if (run === 0) continue;
  thisMonth.push(month);
  rotation.push(year);
  if (optimal) proven++;
}

console.log(`500 titles × 30 services, ${runs} runs (node ${process.version})`);
const ok = [
  report('this month', 50, thisMonth),
  report('12-month rotation', 500, rotation, `; proven optimal in ${proven} of ${runs}`),
].every(Boolean);
process.exitCode = ok ? 0 : 1;
