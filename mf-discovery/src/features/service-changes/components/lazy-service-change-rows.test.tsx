import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  changeRow,
  changes,
  configuration,
  installFakeBackend,
  renderWithProviders,
  storeFor,
} from 'dev-harness/testing';
import { LazyServiceChangeRows } from './lazy-service-change-rows';

const routes = {
  'GET /3/configuration': configuration,
  'GET /3/watch/providers/movie': {
    body: {
      results: [
        {
          provider_id: 8,
          provider_name: 'Netflix',
          logo_path: null,
          display_priority: 0,
          display_priorities: { US: 0 },
        },
      ],
    },
  },
  'GET /ww/today': { body: { today: '2026-11-23' } },
  'GET /ww/changes': changes([changeRow({ id: 1, title: 'Fresh Arrival', date: '2026-11-20' })]),
};

/** The browser's IntersectionObserver, played by the test: it says when the rows come on screen. */
class ScreenEdge {
  static watching: ScreenEdge[] = [];
  readonly elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScreenEdge.watching.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    ScreenEdge.watching = ScreenEdge.watching.filter((observer) => observer !== this);
  }
  static bringOnScreen() {
    for (const observer of ScreenEdge.watching) {
      const entries = observer.elements.map((target) => ({ target, isIntersecting: true }));
      observer.callback(entries as IntersectionObserverEntry[], observer as never);
    }
  }
}

const placeholder = (name: string) => screen.getByRole('region', { name });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

function renderOffScreen() {
  window.IntersectionObserver = ScreenEdge as never;
  const backend = installFakeBackend(routes);
  renderWithProviders(<LazyServiceChangeRows country="US" />, { store: storeFor('guest') });
  return backend;
}

async function expectRowsLoaded() {
  expect(await screen.findByRole('link', { name: /Fresh Arrival/ })).toHaveTextContent(
    'Netflix · Added Nov 20',
  );
  expect(
    within(placeholder('New on your services')).getByRole('link', { name: /Fresh Arrival/ }),
  ).toBeVisible();
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  ScreenEdge.watching = [];
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  delete (window as Partial<typeof window>).IntersectionObserver;
});

describe('LazyServiceChangeRows', () => {
  it('asks for nothing while off screen and unscrolled, and loads the rows when they come on screen', async () => {
    const backend = renderOffScreen();
    expect(placeholder('New on your services')).toBeInTheDocument();
    expect(placeholder('Leaving soon')).toBeInTheDocument();
    await settle();
    expect(backend.sentTo('GET /ww/today')).toHaveLength(0);
    expect(backend.sentTo('GET /ww/changes')).toHaveLength(0);

    act(() => ScreenEdge.bringOnScreen());
    await expectRowsLoaded();
    expect(backend.sentTo('GET /ww/today')).toHaveLength(1);
    expect(ScreenEdge.watching).toEqual([]);
  });

  it('loads the rows as soon as the visitor scrolls, before they are on screen', async () => {
    const backend = renderOffScreen();
    await settle();
    // The app's own scroll to the top of the page it opened is not the visitor heading down.
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await settle();
    expect(backend.sentTo('GET /ww/today')).toHaveLength(0);

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 120 });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await expectRowsLoaded();
    expect(ScreenEdge.watching).toEqual([]);
  });

  it('loads the rows when a keyboard user starts moving through the page', async () => {
    const backend = renderOffScreen();
    act(() => {
      fireEvent.keyDown(window, { key: 'a' });
    });
    await settle();
    expect(backend.sentTo('GET /ww/today')).toHaveLength(0);

    act(() => {
      fireEvent.keyDown(window, { key: 'Tab' });
    });
    await expectRowsLoaded();
  });

  it('loads the rows at once where the browser cannot tell where they are', async () => {
    installFakeBackend(routes);
    renderWithProviders(<LazyServiceChangeRows country="US" />, { store: storeFor('guest') });
    await expectRowsLoaded();
  });
});
