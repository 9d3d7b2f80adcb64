/** Child process of the catalog bench: the offline catalog alone, on an ephemeral port. */
import Fastify from 'fastify';
import { catalogPlugin } from '../src/catalog/index.js';
import { OfflineSource } from '../src/catalog/offline/offline-source.js';

const app = Fastify({ logger: false });
await app.register(catalogPlugin, { prefix: '/catalog', source: new OfflineSource() });
await app.listen({ host: '127.0.0.1', port: Number(process.env.CATALOG_BENCH_PORT ?? 0) });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

process.send?.({ type: 'listening', port });
process.on('message', (message: { type?: string }) => {
  if (message.type === 'memory') {
    // Present with --expose-gc: measure what is retained, not garbage not yet collected.
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ type: 'memory', usage: process.memoryUsage() });
  }
  if (message.type === 'stop') void app.close().then(() => process.exit(0));
});
// The bench parent died or finished: never outlive it.
process.on('disconnect', () => process.exit(0));
