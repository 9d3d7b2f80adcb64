/** The global the worker's first module reads its public path from (worker-public-path.ts). */
export const PUBLIC_PATH_GLOBAL = '__watchwhereWorkerPublicPath';

/**
 * A Worker for a script of this remote, which is served from its own origin: a browser starts
 * a worker only from the page's origin, so it starts from a same-origin blob that imports the
 * script (`importScripts` may cross origins) after telling it where the remote's files are.
 *
 * Webpack compiles `new CrossOriginWorker(new URL('./x.worker.ts', import.meta.url))`, imported
 * from a file of this name, as a worker entry (`module.parser.javascript.worker` in
 * tooling/webpack/create-app-config.cjs); name its chunk `*-worker` (a `webpackChunkName`
 * comment) so that it keeps the modules it starts with, loaded before it knows the public path.
 */
export class CrossOriginWorker {
  readonly worker: Worker;

  constructor(url: URL) {
    const source = [
      `self.${PUBLIC_PATH_GLOBAL} = ${JSON.stringify(new URL('./', url).href)};`,
      `importScripts(${JSON.stringify(url.href)});`,
    ].join('\n');
    this.worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
  }
}
