import { announceHydrated } from './lib/hydrated-event';

/** The server's page: a button, a link, and a form with a field and its submit button. */
function serverPage() {
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = `
    <button id="toggle" type="button">Show password</button>
    <form id="sign-in"><input name="password"><button id="submit">Sign In</button></form>
    <form id="search" role="search"><input aria-label="Search"></form>
  `;
  const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return {
    toggle: element<HTMLButtonElement>('toggle'),
    submit: element<HTMLButtonElement>('submit'),
    signIn: element<HTMLFormElement>('sign-in'),
    search: element<HTMLFormElement>('search'),
  };
}

/** Runs the script afresh, as the page does, before the app's code. */
const runScript = () =>
  jest.isolateModulesAsync(async () => {
    await import('./before-hydration');
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  // Whatever a test left held is let go, so the next starts clean.
  announceHydrated();
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

describe('before-hydration', () => {
  it('holds a click on a button until the app answers, then replays it once', async () => {
    const { toggle } = serverPage();
    await runScript();
    const clicks = jest.fn();
    toggle.addEventListener('click', clicks);
    toggle.click();
    expect(clicks).not.toHaveBeenCalled();

    announceHydrated();
    expect(clicks).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(clicks).toHaveBeenCalledTimes(1);

    // From then on a click is the app's own.
    toggle.click();
    jest.runAllTimers();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('replays every click, in order', async () => {
    const { toggle, submit, signIn } = serverPage();
    await runScript();
    const seen: string[] = [];
    toggle.addEventListener('click', () => seen.push('toggle'));
    signIn.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push('submit');
    });
    toggle.click();
    submit.click();
    toggle.click();
    announceHydrated();
    jest.runAllTimers();
    expect(seen).toEqual(['toggle', 'submit', 'toggle']);
  });

  it('never lets a form submit natively before the app answers', async () => {
    const { submit, signIn, search } = serverPage();
    await runScript();
    // A listener after the script's: an event the script stopped never gets here.
    const submitted = jest.fn();
    document.addEventListener('submit', submitted);
    submit.click();
    search.requestSubmit();
    document.removeEventListener('submit', submitted);
    expect(submitted).not.toHaveBeenCalled();
    const submissions = jest.fn((event: Event) => event.preventDefault());
    signIn.addEventListener('submit', submissions);
    search.addEventListener('submit', submissions);

    announceHydrated();
    jest.runAllTimers();
    expect(submissions.mock.calls.map(([event]) => event.target)).toEqual([signIn, search]);
  });

  it('drops what was clicked on an element the app replaced', async () => {
    const { toggle } = serverPage();
    await runScript();
    const clicks = jest.fn();
    toggle.addEventListener('click', clicks);
    toggle.click();
    toggle.remove();
    announceHydrated();
    jest.runAllTimers();
    expect(clicks).not.toHaveBeenCalled();
  });

  it('leaves a page the app already hydrated alone', async () => {
    const { toggle } = serverPage();
    document.documentElement.dataset.hydrated = 'true';
    await runScript();
    const clicks = jest.fn();
    toggle.addEventListener('click', clicks);
    toggle.click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});
