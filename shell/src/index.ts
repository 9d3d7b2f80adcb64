import { prefetchDeployFiles } from './lib/deploy-files';

prefetchDeployFiles();
// An async boundary so shared singletons are negotiated before any app code runs.
import('./bootstrap');
