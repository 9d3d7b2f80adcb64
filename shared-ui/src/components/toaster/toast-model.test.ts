import { addToast, createToast, DEFAULT_TOAST_DURATIONS } from './toast-model';

describe('toast model', () => {
  it('defaults to an info toast with its default duration, and errors to 5000 ms', () => {
    expect(createToast({ title: 'Hi' })).toMatchObject({
      tone: 'info',
      duration: DEFAULT_TOAST_DURATIONS.info,
    });
    expect(createToast({ title: 'Oops', tone: 'destructive' }).duration).toBe(5000);
  });

  it('gives every toast its own id', () => {
    expect(createToast({ title: 'a' }).id).not.toBe(createToast({ title: 'a' }).id);
  });

  it('keeps the newest toasts up to the limit and replaces one with the same id', () => {
    const first = createToast({ id: 'sync', title: 'Syncing...' });
    const second = createToast({ title: 'Other' });
    const updated = createToast({ id: 'sync', title: 'Popular searches data updated' });
    expect(addToast([first], second, 1)).toEqual([second]);
    expect(addToast(addToast([first], second, 3), updated, 3)).toEqual([updated, second]);
  });
});
