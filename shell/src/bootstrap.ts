import { nextTask } from './lib/next-task';

/**
 * Starts the app a part per task, so no single task holds the main thread for all of start-up:
 * after the shared libraries' own task, shared-core and the store's preparation (the config, the
 * remotes, the first screen's queries), then the app's code (React DOM, styled-components, the
 * shell's components) while those load, then the first render, which React slices itself. The
 * parts are imported eagerly: they are in this chunk, and in the page's preloads, already; only
 * their evaluation waits for its turn.
 */
async function start() {
  try {
    await nextTask();
    const { prepareStart } = await import(/* webpackMode: "eager" */ './app/prepare-start');
    const [start, { renderApp }] = await Promise.all([
      prepareStart(),
      nextTask().then(() => import(/* webpackMode: "eager" */ './app/render-app')),
    ]);
    await nextTask();
    renderApp(start);
  } catch (error) {
    console.error('WatchWhere could not start', error);
    const { renderStartupError } = await import(
      /* webpackMode: "eager" */ './app/render-startup-error'
    );
    await renderStartupError(error);
  }
}

void start();
