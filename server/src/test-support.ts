import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app.js';
import { TEST_CATALOG_DAY } from './catalog/test-day.js';
import type { Database, Queryable } from './db/database.js';
import { openPgliteDatabase } from './db/pglite-database.js';
import { openPostgresDatabase } from './db/pg-database.js';
import {
  startBackend,
  type BackendOptions,
  type RunningBackend,
  type StartedBackend,
} from './index.js';
import { createSupabaseContext, type ContextOptions } from './supabase/create-context.js';
import { edgeFunctionsRunner } from './supabase/functions/deno-functions.js';
import { functionsRuntimeFromEnv } from './supabase/functions/functions-runtime.js';
import type { SigningKeys } from './supabase/keys.js';

/**
 * An in-memory backend on an ephemeral port (or the PostgreSQL of DATABASE_URL when set), with
 * limits loose enough for test suites and no refresh-token reuse grace so reuse is testable at once.
 */
export function startTestBackend(options: BackendOptions = {}): Promise<StartedBackend> {
  return startBackend({
    inMemory: true,
    port: 0,
    siteUrls: ['http://localhost:3000'],
    emailConfirmation: false,
    refreshTokenReuseIntervalSeconds: 0,
    catalogToday: TEST_CATALOG_DAY,
    warmCatalog: false,
    rateLimits: {
      signIn: { max: 1000, windowSeconds: 60 },
      signInPerIp: { max: 1000, windowSeconds: 60 },
      signUp: { max: 1000, windowSeconds: 60 },
      recover: { max: 1000, windowSeconds: 60 },
    },
    ...options,
  });
}

export interface BackendWithDatabase extends RunningBackend {
  /** The backend's own database connection (owner role): for assertions across every table. */
  db: Queryable;
  /** The server itself (its route table, for one). */
  app: FastifyInstance;
  /** Its signing keys, to mint tokens a client could not. */
  keys: SigningKeys;
}

/**
 * An in-memory backend (or DATABASE_URL's PostgreSQL) with email confirmation off, which also
 * hands the test its database, so a test can look at every table, not only what RLS shows a user.
 */
export async function startBackendWithDatabase(
  options: Partial<ContextOptions> = {},
): Promise<BackendWithDatabase> {
  const ctx = await createSupabaseContext({
    databaseUrl: process.env.DATABASE_URL || undefined,
    siteUrls: ['http://localhost:3000'],
    emailConfirmation: false,
    ...options,
  });
  // FUNCTIONS_RUNTIME=deno runs the suites against supabase/functions under Deno.
  const edgeFunctions = edgeFunctionsRunner(functionsRuntimeFromEnv(process.env));
  const app = await buildServer({
    supabase: ctx,
    catalogToday: TEST_CATALOG_DAY,
    denoFunctions: edgeFunctions.target,
  });
  edgeFunctions.closeBefore(app);
  app.addHook('onClose', () => ctx.db.close());
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  await edgeFunctions.start({ ...ctx.keys, url, siteUrl: ctx.auth.siteUrls[0]! });
  return {
    url,
    anonKey: ctx.keys.anonKey,
    serviceRoleKey: ctx.keys.serviceRoleKey,
    db: ctx.db,
    app,
    keys: ctx.keys,
    close: () => app.close(),
  };
}

/**
 * An empty database for a migration test: PGlite in memory, or with DATABASE_URL a database of its
 * own on that server, dropped on close, so an upgrade is tried on PostgreSQL too.
 */
export async function openEmptyDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openPgliteDatabase(undefined);
  const name = `watchwhere_scratch_${randomUUID().replaceAll('-', '')}`;
  const admin = await openPostgresDatabase(serverUrl);
  await admin.exec(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase(url.href);
  return {
    ...db,
    close: async () => {
      await db.close();
      // The server ends a closed connection's backend a moment later; forcing the drop would
      // make it fail the already closed client with an uncaught error.
      for (let wait = 0; wait < 100 && (await connectionsTo(admin, name)) > 0; wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await admin.exec(`drop database ${name}`);
      await admin.close();
    },
  };
}

const connectionsTo = async (db: Queryable, name: string) =>
  Number(
    (
      await db.query<{ count: string }>(
        'select count(*) from pg_stat_activity where datname = $1',
        [name],
      )
    )[0]!.count,
  );

/** The real supabase-js client as a Node 20 app uses it (ws transport, no persisted session). */
export function clientFor(backend: RunningBackend, key = backend.anonKey): SupabaseClient {
  return createClient(backend.url, key, {
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export const testPassword = 'correct-horse-42';

/** A fresh user signed up and signed in (the backend must run with email confirmation off). */
export async function signedInClient(backend: RunningBackend, label: string) {
  const client = clientFor(backend);
  const email = uniqueEmail(label);
  const { data, error } = await client.auth.signUp({
    email,
    password: testPassword,
    options: { data: { full_name: `${label} tester` } },
  });
  if (error || !data.session || !data.user) throw error ?? new Error('sign-up returned no session');
  return { client, email, user: data.user, session: data.session };
}

export interface MailMessage {
  recipient: string;
  subject: string;
  kind: string;
  link: string;
  body: string | null;
}

/** The local inbox's mail for one address, newest first. */
export async function inboxFor(backend: RunningBackend, email: string): Promise<MailMessage[]> {
  const response = await fetch(`${backend.url}/inbox/messages?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: MailMessage[] }).messages;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request exactly as given, Host header included (fetch will not send a foreign Host):
 * what a DNS-rebinding page or a hand-written client sends.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('error', reject);
    request.end(options.body);
  });
}
