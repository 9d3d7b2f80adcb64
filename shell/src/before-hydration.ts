// The shell's first script, a file of its own (the CSP allows no inline script), fetched before
// the app's bundles and run as soon as it arrives. Until the app has hydrated the server's page,
// a click on one of its buttons would do nothing, and a form's submission would go to the server
// natively, a password in its URL: both are held here and, once the app answers, replayed once
// each, in order. A click on a link stays native: its page loads, the click taking effect once.
// Text typed meanwhile stays in its field; the field's component adopts it on mount
// (shared-ui's useValueTypedEarly, react-hook-form's own check for uncontrolled fields).
import { HYDRATED_EVENT } from './lib/hydrated-event';

const BUTTON =
  'button, input[type="submit"], input[type="button"], input[type="image"], input[type="reset"], [role="button"]';

const held: (() => void)[] = [];

function hold(event: Event) {
  const { target } = event;
  if (!(target instanceof Element)) return;
  if (event.type === 'submit') {
    // A submission without a button's click (Enter in a form with no submit button).
    if (!(target instanceof HTMLFormElement)) return;
    held.push(() => target.isConnected && target.requestSubmit());
  } else {
    const button = target.closest(BUTTON);
    if (!(button instanceof HTMLElement)) return;
    // A submit button's click cancelled is its form's submission cancelled too.
    held.push(() => button.isConnected && button.click());
  }
  event.preventDefault();
  event.stopImmediatePropagation();
}

function release() {
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
  // In a task of their own: the updates of the render that announced hydration (text typed early,
  // adopted on mount) have committed by then, so a replayed click sees them.
  setTimeout(() => {
    for (const replay of held.splice(0)) replay();
  });
}

if (!document.documentElement.hasAttribute('data-hydrated')) {
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener(HYDRATED_EVENT, release, { once: true });
}
