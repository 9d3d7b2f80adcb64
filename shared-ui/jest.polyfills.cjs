// jsdom has no TextEncoder, which react-router needs at import time.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
