import { firstScreenPreloaded } from './first-screen-preloaded';

const CATALOG = 'http://catalog.test/catalog';

function pageWithPreload(href: string, as = 'fetch') {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  document.head.append(link);
}

afterEach(() => document.head.replaceChildren());

describe("the served page's first-screen preloads", () => {
  it('are found when the page preloads a catalog call', () => {
    pageWithPreload(`${CATALOG}/3/movie/popular?page=1`);
    expect(firstScreenPreloaded(CATALOG)).toBe(true);
    expect(firstScreenPreloaded(`${CATALOG}/`)).toBe(true);
    expect(firstScreenPreloaded('http://CATALOG.test:80/catalog')).toBe(true);
  });

  it('are absent without catalog calls: none, scripts or images, other paths or origins', () => {
    expect(firstScreenPreloaded(CATALOG)).toBe(false);
    pageWithPreload('http://shell.test/main.js', 'script');
    pageWithPreload(`${CATALOG}/img/original/bm603.svg`, 'image');
    pageWithPreload('http://shell.test/mf-manifest.json');
    pageWithPreload('http://catalog.test/catalogue/3/configuration');
    pageWithPreload('http://elsewhere.test/catalog/3/configuration');
    expect(firstScreenPreloaded(CATALOG)).toBe(false);
  });
});
