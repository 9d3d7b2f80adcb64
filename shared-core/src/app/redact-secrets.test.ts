import { compose } from '@reduxjs/toolkit';

type Sanitizer = (value: unknown) => unknown;
interface DevToolsOptions {
  actionSanitizer: Sanitizer;
  stateSanitizer: Sanitizer;
}

/** The options the store hands to the Redux DevTools extension, when one is installed. */
async function devToolsOptionsOfANewStore(): Promise<DevToolsOptions> {
  let options: DevToolsOptions | undefined;
  Object.assign(window, {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: (given: DevToolsOptions) => {
      options = given;
      return compose;
    },
  });
  // Redux Toolkit looks for the extension when it loads, so the store is loaded afresh here.
  await jest.isolateModulesAsync(async () => {
    (await import('./store')).makeStore();
  });
  delete (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown })
    .__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  return options!;
}

describe('what Redux DevTools sees', () => {
  it('never includes a password, in actions or in state', async () => {
    const { actionSanitizer, stateSanitizer } = await devToolsOptionsOfANewStore();
    const credentials = { email: 'ada@example.com', password: 'correct horse' };

    expect(
      actionSanitizer({
        type: 'catalogApi/executeMutation/pending',
        meta: { arg: { endpointName: 'signIn', originalArgs: credentials } },
      }),
    ).toEqual({
      type: 'catalogApi/executeMutation/pending',
      meta: {
        arg: {
          endpointName: 'signIn',
          originalArgs: { email: 'ada@example.com', password: '[redacted]' },
        },
      },
    });
    expect(
      stateSanitizer({ catalogApi: { mutations: { r1: { originalArgs: [credentials] } } } }),
    ).toEqual({
      catalogApi: {
        mutations: { r1: { originalArgs: [{ email: 'ada@example.com', password: '[redacted]' }] } },
      },
    });
  });
});
