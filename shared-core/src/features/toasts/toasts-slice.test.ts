import { createIntl } from 'react-intl';
import { makeStore } from '../../app/store';
import { toastMessages } from './toast-messages';
import { formatToast, selectToasts, toastDismissed, toastShown } from './toasts-slice';

const english = createIntl({ locale: 'en', defaultLocale: 'en' });

describe('toasts slice', () => {
  it('keeps one toast visible, the newest, with the tone default duration', () => {
    const store = makeStore();
    store.dispatch(toastShown(toastMessages.signInSucceeded()));
    store.dispatch(toastShown(toastMessages.signInFailed('Invalid login credentials')));

    const toasts = selectToasts(store.getState());
    expect(toasts).toHaveLength(1);
    expect(formatToast(toasts[0]!, english)).toMatchObject({
      title: 'Sign in failed',
      description: 'Wrong email or password',
      tone: 'destructive',
      duration: 5000,
    });
  });

  it('defaults to an info toast of 4000 ms, keeps a given duration, and gives every toast its own id', () => {
    const store = makeStore();
    store.dispatch(toastShown({ title: 'Watchlist cleared' }));
    const [first] = selectToasts(store.getState());
    store.dispatch(toastShown({ title: 'Watchlist cleared', duration: null }));
    const [second] = selectToasts(store.getState());

    expect(first).toMatchObject({ tone: 'info', duration: 4000 });
    expect(second).toMatchObject({ tone: 'info', duration: null });
    expect(second!.id).not.toBe(first!.id);
  });

  it('removes a dismissed toast', () => {
    const store = makeStore();
    store.dispatch(toastShown(toastMessages.signedOut()));
    const [toast] = selectToasts(store.getState());

    store.dispatch(toastDismissed(toast!.id));

    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('accepts a toast with an action button without serializability complaints', () => {
    const warn = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeStore();
    const upgrade = jest.fn();

    store.dispatch(toastShown(toastMessages.watchlistIsPremium(upgrade)));
    selectToasts(store.getState())[0]!.action!.onClick();

    expect(upgrade).toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
