import { preloadDeferredScripts } from './lib/deferred-scripts';
import { prefetchDeployFiles } from './lib/deploy-files';
import { firstPaintShown } from './lib/first-paint-shown';

prefetchDeployFiles();
// An async boundary so shared singletons are negotiated before any app code runs. It opens once
// the server's first paint is on screen with its images; the scripts the server held back until
// then are all preloaded first.
void firstPaintShown().then((shown) => {
  if (shown) preloadDeferredScripts();
  return import('./bootstrap');
});
