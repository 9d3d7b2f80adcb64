/** jsdom has no layout: stands in for `matchMedia` with a phone or a desktop viewport. */
export function mockViewport(kind: 'mobile' | 'desktop'): void {
  window.matchMedia = (query: string) =>
    ({
      matches: kind === 'mobile' && query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
