/** @jest-environment node */
import { makeStore } from '../app/store';
import { fakeCatalog, setTestRuntimeConfig } from '../testing/fake-catalog';
import { catalogApi } from './catalog-api';

const probeApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, string>({ query: (path) => path }) }),
});

beforeEach(setTestRuntimeConfig);

// A server render has a budget of 400 ms: a failed answer is left to the browser, which asks again.
it('on the server a failing catalog is asked once, so the page says its data is unavailable', async () => {
  const asked = fakeCatalog(() => new Response('{}', { status: 503 }));
  const result = await makeStore().dispatch(probeApi.endpoints.probe.initiate('/3/movie/603'));
  expect(result.error).toMatchObject({ status: 503 });
  expect(asked).toHaveLength(1);
});
