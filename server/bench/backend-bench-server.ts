/** Child process of the sign-in storm bench: the whole backend in memory, limits raised for load. */
import { startBackend } from '../src/index.js';

const unlimited = { max: 1_000_000, windowSeconds: 60 };
const backend = await startBackend({
  inMemory: true,
  port: 0,
  emailConfirmation: false,
  siteUrls: ['http://localhost:3000'],
  rateLimits: { signIn: unlimited, signInPerIp: unlimited, signUp: unlimited, recover: unlimited },
});

process.send?.({ type: 'listening', url: backend.url, anonKey: backend.anonKey });
process.on('message', (message: { type?: string }) => {
  if (message.type === 'stop') void backend.close().then(() => process.exit(0));
});
// The bench parent died or finished: never outlive it.
process.on('disconnect', () => process.exit(0));
