// jsdom with Node's fetch, Request, Response and streams, so RTK Query and supabase-js run for real
// against the test kit's fake backend (dev-harness/testing). Unlike jest-fixed-jsdom it keeps jsdom's
// FormData, which React builds from a submitted <form> (Node's FormData cannot read a jsdom form).
const JSDOMEnvironment = require('jest-environment-jsdom').default;

const NODE_GLOBALS = [
  'TextDecoder',
  'TextEncoder',
  'TextDecoderStream',
  'TextEncoderStream',
  'ReadableStream',
  'TransformStream',
  'WritableStream',
  'Blob',
  'Headers',
  'Request',
  'Response',
  'fetch',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'URL',
  'URLSearchParams',
  'BroadcastChannel',
];

module.exports = class WatchWhereEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    // Node's own builds of packages, not their browser bundles: jsdom is not a browser.
    this.customExportConditions = [''];
    for (const name of NODE_GLOBALS) this.global[name] = globalThis[name];
  }
};
