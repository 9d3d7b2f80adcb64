// Ports of the e2e stacks, away from `pnpm start`'s so both can run at once. E2E_PORT_BASE and
// E2E_BACKEND_PORT move them, so two suites can run side by side on one machine. All sit below
// Linux's ephemeral range (32768–60999): a port there can be taken at any moment as the local end
// of an outgoing connection, and a backend started later then fails with EADDRINUSE.
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

/** The shared stack: shell on this port, remotes on the next four. */
export const E2E_APP_PORT = base;
export const E2E_BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? base + 90);
/** Stacks a single test starts for itself (stopping or redeploying a remote). */
export const ISOLATED_APP_PORT = base + 100;
/** A remote's dev server and the backend it starts for itself, in the standalone-remote test. */
export const STANDALONE_DEV_PORT = base + 110;
export const STANDALONE_BACKEND_PORT = E2E_BACKEND_PORT + 1;
/** `pnpm start` itself, run by a test with every port moved: shell here, remotes on the next four. */
export const START_COMMAND_APP_PORT = base + 120;
export const START_COMMAND_STORYBOOK_PORT = base + 125;
export const START_COMMAND_BACKEND_PORT = E2E_BACKEND_PORT + 2;
/** Two standalone page servers on shared release storage, and the object store they read. */
export const SHARED_STORE_PAGE_SERVER_PORTS = [base + 130, base + 131] as const;
export const SHARED_STORE_S3_PORT = base + 132;
/** A stack of its own on PostgreSQL, whose database a test stops: shell here, remotes after it. */
export const DATABASE_OUTAGE_APP_PORT = base + 140;
export const DATABASE_OUTAGE_BACKEND_PORT = E2E_BACKEND_PORT + 3;
