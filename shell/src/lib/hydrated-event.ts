/**
 * The event the shell dispatches on `document` once the app answers to input: its first render
 * has committed (the server's page hydrated, or the app rendered), or the start-up error screen
 * took the page's place. `before-hydration.ts` holds clicks and submissions until then.
 */
export const HYDRATED_EVENT = 'watchwhere:hydrated';

/**
 * Tells `before-hydration.ts` the app answers now (what it held is replayed), and marks the page
 * (`html[data-hydrated]`) for tools and tests to wait on.
 */
export function announceHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}
