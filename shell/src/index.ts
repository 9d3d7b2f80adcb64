import { prefetchDeployFiles } from './lib/fetch-json';

prefetchDeployFiles();
// An async boundary so shared singletons are negotiated before any app code runs.
import('./bootstrap');
