import { expect, test } from '../support/fixtures.js';
import { E2E_APP_PORT } from '../support/ports.js';

declare global {
  interface Window {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version: string }> };
  }
}

/** Stands in for React DevTools: every copy of react-dom registers its renderer with it. */
function installRendererCounter() {
  const renderers = new Map<number, unknown>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
}

test('the shell and every remote share one React and one store', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(installRendererCounter);
  const remoteScripts: Promise<string>[] = [];
  page.on('response', (response) => {
    const fromRemote = !response.url().startsWith(`http://localhost:${E2E_APP_PORT}/`);
    if (fromRemote && response.url().endsWith('.js')) remoteScripts.push(response.text());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Client-side navigation through three remotes and the shell, in one page.
  await page.getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveTitle('Discover · WatchWhere');
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveTitle('Sign in · WatchWhere');
  await page.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveTitle('About WatchWhere · WatchWhere');

  const renderers = await page.evaluate(() =>
    [...window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values()].map(
      (renderer) => renderer.version,
    ),
  );
  expect(renderers).toEqual(['19.3.1']);
  // Remotes sent their own code only: no copy of react-dom came from a remote's origin.
  const scripts = await Promise.all(remoteScripts);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((code) => code.includes('rendererPackageName'))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
