import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { useRedirectTarget, useSignInPath } from './use-redirect-target';

const at =
  (route: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  );

describe('useRedirectTarget', () => {
  it("reads the page's target and carries it to the next step", () => {
    const { result } = renderHook(useRedirectTarget, {
      wrapper: at('/welcome?redirect=movie/603'),
    });
    expect(result.current.target).toBe('/movie/603');
    expect(result.current.carry('/onboarding/services')).toBe(
      '/onboarding/services?redirect=movie/603',
    );
  });

  it('has no target when there is none, or it leaves the app', () => {
    for (const route of ['/welcome', '/welcome?redirect=%2F%2Fevil.com']) {
      const { result } = renderHook(useRedirectTarget, { wrapper: at(route) });
      expect(result.current.target).toBeNull();
      expect(result.current.carry('/onboarding/services')).toBe('/onboarding/services');
    }
  });
});

describe('useSignInPath', () => {
  it.each([
    ['/movie/603', '/auth?redirect=movie/603'],
    ['/discover?genre=28', '/auth?redirect=discover%3Fgenre%3D28'],
    ['/', '/auth'],
    // Pages on the way somewhere else pass their own target on.
    ['/auth?redirect=account', '/auth?redirect=account'],
    ['/welcome?redirect=movie/603', '/auth?redirect=movie/603'],
    ['/onboarding/services', '/auth'],
  ])('from %s is %s', (route, expected) => {
    const { result } = renderHook(useSignInPath, { wrapper: at(route) });
    expect(result.current).toBe(expected);
  });
});
