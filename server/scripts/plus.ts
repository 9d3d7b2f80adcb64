// Grants or revokes Plus locally: `pnpm --filter server plus grant|revoke <email>`.
// If the backend of this data folder is running, it is asked through its REST API with the
// service-role key (PGlite cannot be opened by two processes); otherwise the backend is
// started in-process on a spare port just for this change.
import { defaultDataDir } from '../src/index.js';
import { findRunningBackend } from '../src/running-backend.js';
import { setPlusStatus } from '../src/supabase/plus-status.js';
import { startPrivateBackend } from './private-backend.js';

const [action, email] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !email) {
  console.error('Usage: pnpm --filter server plus grant|revoke <email>');
  process.exit(2);
}

const dataDir = defaultDataDir();
const running = await findRunningBackend(dataDir);
const backend = running ? undefined : await startPrivateBackend(dataDir);
try {
  const status = await setPlusStatus(running ?? backend!.endpoint, email, action === 'grant');
  console.log(
    `${status.email}: ${status.subscribed ? `Plus until ${status.subscription_end}` : 'Plus revoked'}`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await backend?.close();
}
