import { deferredScripts, preloadScripts } from './lib/deferred-scripts';
import { prefetchDeployFiles } from './lib/deploy-files';
import { firstPaintShown } from './lib/first-paint-shown';

prefetchDeployFiles();
// An async boundary so shared singletons are negotiated before any app code runs. Where the page
// server held the scripts back for its first paint (on a phone), it opens once that paint is on
// screen with its images; the held-back scripts are preloaded first, all at once.
const deferred = deferredScripts();
const firstPaint =
  deferred && window.matchMedia(deferred.media).matches ? firstPaintShown() : Promise.resolve();
void firstPaint.then(() => {
  if (deferred) preloadScripts(deferred.scripts);
  return import('./bootstrap');
});
