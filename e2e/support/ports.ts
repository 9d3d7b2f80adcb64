/** The shared e2e stack: away from `pnpm start`'s ports so both can run at once. */
export const E2E_APP_PORT = 3100;
export const E2E_BACKEND_PORT = 54329;
/** Stacks a single test starts for itself (stopping or redeploying a remote). */
export const ISOLATED_APP_PORT = 3200;
