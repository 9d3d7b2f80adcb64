import { prefetchDeployFiles } from './features/runtime/fetch-json';

prefetchDeployFiles();
// An async boundary so shared singletons are negotiated before any app code runs.
import('./bootstrap');
