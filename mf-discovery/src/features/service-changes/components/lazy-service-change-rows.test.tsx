import { act, screen, within } from '@testing-library/react';
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

/** The browser's IntersectionObserver, played by the test: it says when the rows come near. */
class ScreenEdge {
  static watching: ScreenEdge[] = [];
  readonly elements: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    ScreenEdge.watching.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    ScreenEdge.watching = ScreenEdge.watching.filter((observer) => observer !== this);
  }
  static bringNear() {
    for (const observer of ScreenEdge.watching) {
      const entries = observer.elements.map((target) => ({ target, isIntersecting: true }));
      observer.callback(entries as IntersectionObserverEntry[], observer as never);
    }
  }
}

const placeholder = (name: string) => screen.getByRole('region', { name });

beforeEach(() => localStorage.clear());
afterEach(() => {
  ScreenEdge.watching = [];
  delete (window as Partial<typeof window>).IntersectionObserver;
});

describe('LazyServiceChangeRows', () => {
  it('asks for nothing while its place is more than a screen away, and loads the rows as it comes near', async () => {
    window.IntersectionObserver = ScreenEdge as never;
    const backend = installFakeBackend(routes);
    renderWithProviders(<LazyServiceChangeRows country="US" />, { store: storeFor('guest') });

    expect(placeholder('New on your services')).toBeInTheDocument();
    expect(placeholder('Leaving soon')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(backend.sentTo('GET /ww/today')).toHaveLength(0);
    expect(backend.sentTo('GET /ww/changes')).toHaveLength(0);
    expect(ScreenEdge.watching[0]?.options?.rootMargin).toBe('100% 0px');

    act(() => ScreenEdge.bringNear());
    expect(await screen.findByRole('link', { name: /Fresh Arrival/ })).toHaveTextContent(
      'Netflix · Added 20 Nov',
    );
    expect(
      within(placeholder('New on your services')).getByRole('link', { name: /Fresh Arrival/ }),
    ).toBeVisible();
    expect(backend.sentTo('GET /ww/today')).toHaveLength(1);
    expect(ScreenEdge.watching).toEqual([]);
  });

  it('loads the rows at once where the browser cannot tell where they are', async () => {
    installFakeBackend(routes);
    renderWithProviders(<LazyServiceChangeRows country="US" />, { store: storeFor('guest') });
    expect(await screen.findByRole('link', { name: /Fresh Arrival/ })).toBeInTheDocument();
  });
});
