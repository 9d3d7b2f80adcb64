export { renderAt, renderWithProviders } from './render-with-providers';
export {
  heldAnswer,
  installFakeBackend,
  noContent,
  pending,
  type Answer,
  type HeldAnswer,
  type FakeBackend,
  type Reply,
  type FakeRoutes,
} from './fake-backend';
export {
  changeRow,
  changes,
  configuration,
  list,
  movieResult,
  tvResult,
  usAndUkProviders,
  watchProvider,
  watchProviderList,
  type ChangeRowInput,
} from './catalog-fixtures';
export {
  fakeAuth,
  fakeWatchlist,
  storeFor,
  storeSupabaseSession,
  TEST_USER,
  type Visitor,
} from './fake-auth';
export { currentLocation, LocationProbe } from './location-probe';
export { alertRow } from './notification-fixtures';
export { mockViewport } from './viewport';
