import { buildServer } from './app.js';

const port = Number(process.env.PORT ?? 54321);
const app = await buildServer({ logger: true });
await app.listen({ port, host: '127.0.0.1' });
