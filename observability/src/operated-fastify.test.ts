import assert from 'node:assert/strict';
import { Agent, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import Fastify from 'fastify';
import { observe, operatedFastifyOptions } from './operated-fastify.js';
import { createOperations } from './operations.js';

/** A server with one route, its log lines collected. */
async function observedServer(env: NodeJS.ProcessEnv = {}) {
  const lines: Record<string, unknown>[] = [];
  const logTo = new PassThrough();
  logTo.on('data', (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => lines.push(JSON.parse(line))),
  );
  const operations = createOperations({ service: 'test', log: true, logTo, env });
  const app = Fastify(operatedFastifyOptions(operations));
  observe(app, operations);
  app.get('/title/:id', async (request) => ({ id: (request.params as { id: string }).id }));
  app.get('/fails', async () => {
    throw new Error('broken for ana@example.com');
  });
  await app.ready();
  return { app, lines, operations };
}

test('each request: its id echoed (given or made), one log line, one duration by route pattern', async () => {
  const { app, lines } = await observedServer();
  const given = await app.inject({
    url: '/title/603?token=s3cret',
    headers: { 'x-request-id': 'r-1' },
  });
  assert.equal(given.headers['x-request-id'], 'r-1');
  const made = await app.inject({ url: '/title/604' });
  assert.match(String(made.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  await app.inject({ url: '/healthz' });
  await app.inject({ url: '/fails' });
  // A request's line is written once its response is done, just after `inject` resolves.
  await new Promise((resolve) => setTimeout(resolve, 50));

  const requests = lines.filter((line) => line.msg === 'request');
  assert.equal(requests.length, 3, 'probes are not logged');
  assert.deepEqual(
    {
      ...requests[0],
      time: undefined,
      duration_ms: undefined,
      pid: undefined,
      hostname: undefined,
    },
    {
      level: 30,
      service: 'test',
      request_id: 'r-1',
      method: 'GET',
      route: '/title/:id',
      url: '/title/603?token',
      status_code: 200,
      msg: 'request',
      time: undefined,
      duration_ms: undefined,
      pid: undefined,
      hostname: undefined,
    },
  );
  assert.equal(requests[2]?.level, 50);
  assert.ok(!JSON.stringify(lines).includes('ana@example.com'));

  const metrics = await app.inject({ url: '/metrics' });
  assert.match(
    metrics.body,
    /^http_request_duration_seconds_count\{method="GET",route="\/title\/:id",status_code="200"\} 2$/m,
  );
  assert.doesNotMatch(metrics.body, /title\/603/, 'never a raw URL as a label');
});

test('/readyz: 200 when ready, else 503 naming what is missing; production keeps /metrics off', async () => {
  const { app, operations } = await observedServer({ WATCHWHERE_ENV: 'production' });
  assert.deepEqual((await app.inject({ url: '/readyz' })).json(), { status: 'ready' });
  operations.readiness.require('database', () => false);
  const down = await app.inject({ url: '/readyz' });
  assert.equal(down.statusCode, 503);
  assert.deepEqual(down.json(), { status: 'unavailable', missing: ['database'] });
  assert.equal((await app.inject({ url: '/metrics' })).statusCode, 404);
});

test('once draining, each answer closes its connection, so a kept-alive client goes elsewhere', async () => {
  const { app, operations } = await observedServer();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { port } = app.server.address() as AddressInfo;
  const ask = () =>
    new Promise<IncomingMessage>((resolve, reject) =>
      get({ port, host: '127.0.0.1', path: '/title/1', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response));
      }).on('error', reject),
    );
  try {
    assert.equal((await ask()).headers.connection, 'keep-alive');
    operations.readiness.drain();
    const stopping = await ask();
    assert.equal(stopping.statusCode, 200);
    assert.equal(stopping.headers.connection, 'close');
  } finally {
    agent.destroy();
    await app.close();
  }
});
