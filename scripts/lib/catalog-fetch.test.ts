import assert from 'node:assert/strict';
import { test } from 'node:test';
import { catalogReader, MAX_ANSWER_BYTES } from './catalog-fetch.js';

/** A body streamed in 64 KB chunks, counting how many the reader pulled. */
function streamedBody(totalBytes: number) {
  const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
  let sent = 0;
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls += 1;
      if (sent >= totalBytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, pulls: () => pulls };
}

const readerAnswering = (response: () => Response) =>
  catalogReader({ catalogUrl: 'https://catalog.test/catalog', fetch: async () => response() });

test('an answer within the limit is read as JSON', async () => {
  const read = readerAnswering(() => Response.json({ id: 603, title: 'The Matrix' }));
  assert.deepEqual(await read('/3/movie/603'), { id: 603, title: 'The Matrix' });
});

test('an answer longer than the limit is refused without reading it all', async () => {
  const stream = streamedBody(MAX_ANSWER_BYTES * 4);
  const read = readerAnswering(() => new Response(stream.body));
  await assert.rejects(read('/3/movie/popular?page=1'), /too large/);
  assert.ok(
    stream.pulls() * 64 * 1024 <= MAX_ANSWER_BYTES + 3 * 64 * 1024,
    'stopped near the limit',
  );
});

test('an answer that says it is longer than the limit is refused unread', async () => {
  const stream = streamedBody(MAX_ANSWER_BYTES * 4);
  const read = readerAnswering(
    () =>
      new Response(stream.body, { headers: { 'content-length': String(MAX_ANSWER_BYTES * 4) } }),
  );
  await assert.rejects(read('/3/movie/603'), /too large/);
  assert.ok(stream.pulls() <= 1);
});

test('text split inside a character across chunks reads whole', async () => {
  const bytes = new TextEncoder().encode(JSON.stringify({ title: 'Amélie — 天気の子' }));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 3) controller.enqueue(bytes.slice(i, i + 3));
      controller.close();
    },
  });
  const read = readerAnswering(() => new Response(body));
  assert.deepEqual(await read('/3/movie/194'), { title: 'Amélie — 天気の子' });
});

test('a body that drips past the timeout is given up', async () => {
  const read = catalogReader({
    catalogUrl: 'https://catalog.test/catalog',
    timeoutMs: 50,
    fetch: async (_input, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"title":'));
          init?.signal?.addEventListener('abort', () => controller.error(init.signal!.reason));
        },
      });
      return new Response(body);
    },
  });
  // AbortSignal.timeout's timer does not keep Node running; a server's sockets do.
  const keepRunning = setTimeout(() => {}, 5_000);
  await assert.rejects(read('/3/movie/603'));
  clearTimeout(keepRunning);
});

test('past the reads allowed at once, a lookup fails at once; a finished read frees its place', async () => {
  const pending: ((response: Response) => void)[] = [];
  const read = catalogReader({
    catalogUrl: 'https://catalog.test/catalog',
    maxConcurrent: 2,
    fetch: () => new Promise<Response>((resolve) => pending.push(resolve)),
  });
  const first = read('/3/movie/1');
  const second = read('/3/movie/2');
  await assert.rejects(read('/3/movie/3'), /busy/);
  pending[0]!(Response.json({ id: 1 }));
  assert.deepEqual(await first, { id: 1 });
  const fourth = read('/3/movie/4');
  await new Promise((resolve) => setImmediate(resolve));
  pending[1]!(Response.json({ id: 2 }));
  pending[2]!(Response.json({ id: 4 }));
  assert.deepEqual(await second, { id: 2 });
  assert.deepEqual(await fourth, { id: 4 });
});

test('a body that is not JSON, or not an object, is a failure', async () => {
  await assert.rejects(readerAnswering(() => new Response('<html>'))('/3/configuration'));
  await assert.rejects(
    readerAnswering(() => Response.json([1, 2]))('/3/configuration'),
    /no object/,
  );
});
