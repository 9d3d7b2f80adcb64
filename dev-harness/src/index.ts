export { renderDevHarness, type DevHarnessPage } from './render-dev-harness';
