import { makeStore } from '../../app/store';
import { pageTitleChanged, selectPageTitle } from './page-slice';

describe('page slice', () => {
  it('starts without a title', () => {
    expect(selectPageTitle(makeStore().getState())).toBe('');
  });

  it('keeps the trimmed title a page announces', () => {
    const store = makeStore();
    store.dispatch(pageTitleChanged('  My Library '));
    expect(selectPageTitle(store.getState())).toBe('My Library');
  });
});
