import { FAVICON_LINK } from '../../../../supabase/functions/_shared/favicon-link.ts';
import { escapeHtml } from '../../../../supabase/functions/_shared/escape-html.ts';

export interface ConsentPageModel {
  provider: string;
  providerName: string;
  state: string;
  email: string;
  fullName: string;
  error?: string;
}

/** The simulated provider's consent screen: says plainly that nothing is sent to the real provider. */
export function consentPage(model: ConsentPageModel): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${FAVICON_LINK}
<title>Simulated ${e(model.providerName)} sign-in (local)</title>
<style>
  body { font-family: system-ui, sans-serif; background: #0f172a; color: #e2e8f0; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: #1e293b; padding: 2rem; border-radius: 12px; max-width: 28rem; width: 100%; box-sizing: border-box; }
  .notice { background: #fef3c7; color: #78350f; padding: .75rem 1rem; border-radius: 8px; }
  label { display: block; margin-top: 1rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; margin-top: .25rem; border-radius: 6px; border: 1px solid #475569; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { padding: .7rem 1rem; border-radius: 6px; border: 0; font-size: 1rem; cursor: pointer; }
  button[value=allow] { background: #22c55e; color: #052e16; flex: 1; }
  button[value=deny] { background: #475569; color: #f8fafc; }
  .error { color: #fca5a5; }
</style>
</head>
<body>
<main>
  <h1>Sign in with ${e(model.providerName)}</h1>
  <p class="notice" role="note"><strong>Simulated provider.</strong> This page stands in for ${e(model.providerName)}
  on the local development backend. Nothing leaves this machine and no real ${e(model.providerName)} account is used:
  whatever email you type, you are signed in as that user, an existing account included. That is why this page
  exists only in local mode: a production backend (<code>WATCHWHERE_ENV=production</code>) has no such page.</p>
  ${model.error ? `<p class="error" role="alert">${e(model.error)}</p>` : ''}
  <form method="post" action="consent">
    <input type="hidden" name="state" value="${e(model.state)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" required autocomplete="email" value="${e(model.email)}">
    <label for="full_name">Full name</label>
    <input id="full_name" name="full_name" type="text" autocomplete="name" value="${e(model.fullName)}">
    <div class="actions">
      <button type="submit" name="decision" value="allow" id="continue">Continue as ${e(model.email)}</button>
      <button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
    </div>
  </form>
</main>
<script>
  const email = document.getElementById('email');
  email.addEventListener('input', () => {
    document.getElementById('continue').textContent = 'Continue as ' + email.value;
  });
</script>
</body>
</html>`;
}
