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

test('a body that is not JSON, or not an object, is a failure', async () => {
  await assert.rejects(readerAnswering(() => new Response('<html>'))('/3/configuration'));
  await assert.rejects(
    readerAnswering(() => Response.json([1, 2]))('/3/configuration'),
    /no object/,
  );
});
