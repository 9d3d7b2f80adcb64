import { nextTask } from './next-task';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

it('resolves in a later task, not among the current task’s microtasks', async () => {
  let resolved = false;
  const next = nextTask().then(() => {
    resolved = true;
  });
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  expect(resolved).toBe(false);
  await next;
  expect(resolved).toBe(true);
});

it('uses the browser’s scheduler.yield() where there is one', async () => {
  const yieldToMain = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToMain };
  await nextTask();
  expect(yieldToMain).toHaveBeenCalledTimes(1);
});

it('falls back to a timeout when scheduler is not an object with yield()', async () => {
  (globalThis as { scheduler?: unknown }).scheduler = undefined;
  await expect(nextTask()).resolves.toBeUndefined();
});
