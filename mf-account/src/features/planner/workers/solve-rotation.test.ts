import type { Rotation } from 'planner';
import type { RotationAnswer, RotationAsk, RotationRequest } from './rotation-messages';

const REQUEST: RotationRequest = {
  titles: [{ key: 'movie:603', minutes: 136, offers: [{ serviceId: 8, from: null, until: null }] }],
  services: [{ id: 8, price: 9.99, owned: false }],
  months: [{ start: '2026-12-02', end: '2026-12-31' }],
  minutesPerMonth: 1200,
};

/** A stand-in for the browser's Worker: answers through `answer`, or fails when started. */
class FakeWorker {
  static answer: (ask: RotationAsk, worker: FakeWorker) => void = () => {};
  static started = 0;
  onmessage: ((event: MessageEvent<RotationAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.started += 1;
  }
  postMessage(ask: RotationAsk) {
    FakeWorker.answer(ask, this);
  }
  reply(answer: RotationAnswer) {
    this.onmessage?.({ data: answer } as MessageEvent<RotationAnswer>);
  }
  fail() {
    this.onerror?.({ message: 'boom', preventDefault() {} } as unknown as ErrorEvent);
  }
  terminate() {}
}

const rotationOf = (cost: number) => ({ cost }) as unknown as Rotation;

async function loadSolver(): Promise<typeof import('./solve-rotation')> {
  let loaded: typeof import('./solve-rotation') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual('./solve-rotation');
  });
  return loaded!;
}

beforeEach(() => {
  FakeWorker.started = 0;
  Object.assign(globalThis, { Worker: FakeWorker });
  Object.assign(URL, { createObjectURL: () => 'blob:fake' });
});
afterEach(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
});

it('plans in the page where there are no workers', async () => {
  delete (globalThis as { Worker?: unknown }).Worker;
  const { solveRotation } = await loadSolver();
  const rotation = await solveRotation(REQUEST);
  expect(rotation.months[0]?.watch).toEqual([{ key: 'movie:603', serviceId: 8 }]);
  expect(rotation.cost).toBe(9.99);
});

it('answers each ask with its own rotation from one worker, in any order', async () => {
  const asks: RotationAsk[] = [];
  let started: FakeWorker | undefined;
  FakeWorker.answer = (ask, worker) => {
    asks.push(ask);
    started = worker;
  };
  const { solveRotation } = await loadSolver();
  const first = solveRotation(REQUEST);
  const second = solveRotation({ ...REQUEST, minutesPerMonth: 60 });
  expect(asks.map((ask) => ask.request.minutesPerMonth)).toEqual([1200, 60]);
  started!.reply({ id: asks[1]!.id, rotation: rotationOf(2) });
  started!.reply({ id: asks[0]!.id, rotation: rotationOf(1) });
  expect([(await first).cost, (await second).cost]).toEqual([1, 2]);
  expect(FakeWorker.started).toBe(1);
});

it('a worker that fails: the plan still comes, planned in the page, and the fault is logged', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  FakeWorker.answer = (_, worker) => worker.fail();
  const { solveRotation } = await loadSolver();
  const rotation = await solveRotation(REQUEST);
  expect(rotation.cost).toBe(9.99);
  expect(error).toHaveBeenCalledWith(
    'Planning the rotation in a worker failed; planning it here',
    expect.objectContaining({ message: 'The rotation worker failed: boom' }),
  );
  // The failed worker is not asked again.
  await solveRotation(REQUEST);
  expect(FakeWorker.started).toBe(1);
  error.mockRestore();
});
