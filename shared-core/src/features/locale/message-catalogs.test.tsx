import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { localeChanged } from './locale-slice';
import type { DisplayLocale } from './locales';
import { createAppIntl, loadAllMessages } from './message-catalogs';

// Catalogs as the build compiles them: each message parsed ahead of time.
const literal = (value: string) => [{ type: 0, value }];
const CATALOGS: Record<string, Record<string, { type: number; value: string }[]>> = {
  en: { greeting: literal('Where to Watch') },
  de: { greeting: literal('Wo ansehen') },
};

function appWith(loads: DisplayLocale[]) {
  const { AppIntlProvider, withAppIntl } = createAppIntl(async (locale) => {
    loads.push(locale);
    return { default: CATALOGS[locale] ?? {} };
  });
  const Greeting = withAppIntl(() => (
    // A catalog of the test's own: its id is not a content hash.
    // eslint-disable-next-line formatjs/enforce-id
    <FormattedMessage id="greeting" defaultMessage="Where to Watch" description="test" />
  ));
  return { AppIntlProvider, Greeting };
}

describe("an app's messages", () => {
  it("render in the store's language, loaded once per language", async () => {
    const loads: DisplayLocale[] = [];
    const { Greeting } = appWith(loads);
    const store = makeStore();
    // The catalog loads as the provider first renders (React suspends meanwhile).
    await act(async () => {
      render(
        <Provider store={store}>
          <Greeting />
        </Provider>,
      );
    });
    expect(screen.getByText('Where to Watch')).toBeInTheDocument();
    // A switch loads every app's catalog first, so the page turns at once.
    await act(() => loadAllMessages('de'));
    act(() => {
      store.dispatch(localeChanged('de'));
    });
    expect(screen.getByText('Wo ansehen')).toBeInTheDocument();
    act(() => {
      store.dispatch(localeChanged('en'));
    });
    expect(screen.getByText('Where to Watch')).toBeInTheDocument();
    expect(loads).toEqual(['en', 'de']);
  });

  it('are asked again after a failed load', async () => {
    let failures = 1;
    const { AppIntlProvider } = createAppIntl(async () => {
      if (failures-- > 0) throw new Error('chunk failed');
      return CATALOGS.en!;
    });
    expect(AppIntlProvider).toBeDefined();
    await expect(loadAllMessages('fr')).rejects.toThrow('chunk failed');
    await expect(loadAllMessages('fr')).resolves.toBeUndefined();
  });
});
