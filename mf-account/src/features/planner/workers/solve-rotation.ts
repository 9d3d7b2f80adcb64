import { loadPlannerSolver, planRotation, type Rotation } from 'planner';
import { CrossOriginWorker } from './cross-origin-worker';
import type { RotationAnswer, RotationRequest } from './rotation-messages';

interface Pending {
  resolve: (rotation: Rotation) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

/** In this thread: where there are no workers (tests, old browsers) or the worker failed. */
async function solveHere(request: RotationRequest): Promise<Rotation> {
  return planRotation({ ...request, solver: await loadPlannerSolver() });
}

function stopWorker(error: Error): void {
  worker?.terminate();
  worker = null;
  for (const [id, ask] of pending) {
    pending.delete(id);
    ask.reject(error);
  }
}

/** The page's one rotation worker, started on the first plan; null once it failed. */
function rotationWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    worker = new CrossOriginWorker(
      /* webpackChunkName: "rotation-worker" */ new URL('./rotation.worker.ts', import.meta.url),
    ).worker;
  } catch (error) {
    console.error('The rotation worker could not start; planning in the page', error);
    return (worker = null);
  }
  worker.onmessage = ({ data }: MessageEvent<RotationAnswer>) => {
    const ask = pending.get(data.id);
    pending.delete(data.id);
    if (!ask) return;
    if ('rotation' in data) ask.resolve(data.rotation);
    else ask.reject(new Error(data.error));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    stopWorker(new Error(`The rotation worker failed: ${event.message || 'it did not start'}`));
  };
  return worker;
}

/**
 * The rotation for this request, planned in a worker so that the solver (up to 0.3 s on a long
 * list) never holds up the page; in this thread when the worker cannot run, so a plan still comes.
 */
export function solveRotation(request: RotationRequest): Promise<Rotation> {
  const solving = rotationWorker();
  if (!solving) return solveHere(request);
  const id = nextId++;
  return new Promise<Rotation>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    solving.postMessage({ id, request });
  }).catch((error: unknown) => {
    console.error('Planning the rotation in a worker failed; planning it here', error);
    return solveHere(request);
  });
}
