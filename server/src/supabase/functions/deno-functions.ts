import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { FunctionsRuntime } from './functions-runtime.js';
import { SMTP_SETTINGS } from '../../../../supabase/functions/_shared/smtp-sender.ts';
import { DENO_ENV, denoBinary } from '../../../../supabase/scripts/deno-binary.ts';

const SUPABASE_DIR = fileURLToPath(new URL('../../../../supabase/', import.meta.url));
const FUNCTIONS_DIR = join(SUPABASE_DIR, 'functions');
const START_TIMEOUT_MS = 30_000;

// Read only when the functions run under Deno: an in-process backend starts without them.

/** The edge functions a Supabase project deploys: each folder of supabase/functions but `_shared`. */
export const edgeFunctionNames = () =>
  readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name);

/**
 * The functions the platform's gateway lets through without a JWT: `verify_jwt = false` in
 * supabase/config.toml (every other function needs one, as on a hosted project).
 */
export const openFunctionNames = () =>
  [
    ...readFileSync(join(SUPABASE_DIR, 'config.toml'), 'utf8').matchAll(
      /^\[functions\.([\w-]+)\]\s*\n\s*verify_jwt\s*=\s*false\b/gm,
    ),
  ].map((match) => match[1]!);

/** The secrets a hosted project gives its functions, pointing at this backend. */
export interface EdgeFunctionEnv {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
  CATALOG_URL: string;
  SITE_URL: string;
  [setting: string]: string;
}

/** One function, served by its own Deno process as on the platform. */
interface RunningFunction {
  origin: string;
  process: ChildProcess;
}

/** Starts one function under Deno; resolves with its address once it listens. */
function startFunction(name: string, env: EdgeFunctionEnv): Promise<RunningFunction> {
  const child = spawn(
    denoBinary(),
    [
      'run',
      '--cached-only',
      `--config=${join(SUPABASE_DIR, 'deno.json')}`,
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      join(FUNCTIONS_DIR, name, 'index.ts'),
    ],
    {
      cwd: SUPABASE_DIR,
      // Only the project's secrets, as a hosted function sees: none of this machine's settings.
      env: {
        ...env,
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...DENO_ENV,
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
      },
      stdio: ['ignore', 'inherit', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let printed = '';
    const timer = setTimeout(() => fail(new Error('did not listen within 30 s')), START_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`Edge function ${name}: ${error.message}\n${printed}`));
    };
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`Deno exited with ${code}`)));
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      if (printed.length < 20_000) printed += chunk;
      const listening = /Listening on (http:\/\/[^/\s]+)\//.exec(printed);
      if (!listening) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      // What the function logs afterwards goes where the backend's log goes.
      child.stderr!.removeAllListeners('data');
      child.stderr!.pipe(process.stderr);
      resolve({ origin: listening[1]!, process: child });
    });
  });
}

/** The edge functions of supabase/functions, each run by Deno: the production code, locally. */
export interface DenoFunctions {
  /** Where a function is served, once started. */
  originOf(name: string): string;
  close(): Promise<void>;
}

async function startDenoFunctions(env: EdgeFunctionEnv): Promise<DenoFunctions> {
  const names = edgeFunctionNames();
  const started = await Promise.allSettled(names.map((name) => startFunction(name, env)));
  const running = new Map<string, RunningFunction>();
  started.forEach((result, index) => {
    if (result.status === 'fulfilled') running.set(names[index]!, result.value);
  });
  const close = async () => {
    await Promise.all(
      [...running.values()].map(
        ({ process: child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await close();
    throw (failed as PromiseRejectedResult).reason;
  }
  return {
    originOf: (name) => running.get(name)!.origin,
    close,
  };
}

/** The SMTP settings this backend was given, which the functions mail with too. */
const mailSettingsOf = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(SMTP_SETTINGS.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));

/** A backend's edge functions under Deno: started once it listens, stopped when it closes. */
export interface EdgeFunctionsRunner {
  /** For `buildServer`: the running functions /functions/v1 hands its calls to (Deno only). */
  target?: () => DenoFunctions | undefined;
  /** Starts them against the listening backend (a no-op in-process). */
  start(backend: {
    url: string;
    anonKey: string;
    serviceRoleKey: string;
    siteUrl: string;
  }): Promise<void>;
  /**
   * Stops them as `app` begins to close, before its server does: Node counts a connection a
   * function opened but never used as busy, and server.close() would wait for it until Deno drops
   * it minutes later.
   */
  closeBefore(app: FastifyInstance): void;
}

export function edgeFunctionsRunner(runtime: FunctionsRuntime = 'node'): EdgeFunctionsRunner {
  if (runtime === 'node') return { start: async () => {}, closeBefore() {} };
  let running: DenoFunctions | undefined;
  return {
    target: () => running,
    async start({ url, anonKey, serviceRoleKey, siteUrl }) {
      running = await startDenoFunctions({
        SUPABASE_URL: url,
        SUPABASE_ANON_KEY: anonKey,
        SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
        CATALOG_URL: `${url}/catalog`,
        SITE_URL: siteUrl,
        ...mailSettingsOf(process.env),
      });
    },
    closeBefore: (app) => app.addHook('preClose', async () => running?.close()),
  };
}
