import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startBackend, type BackendOptions, type RunningBackend } from './index.js';

/**
 * An in-memory backend on an ephemeral port (or the PostgreSQL of DATABASE_URL when set), with
 * limits loose enough for test suites and no refresh-token reuse grace so reuse is testable at once.
 */
export function startTestBackend(options: BackendOptions = {}): Promise<RunningBackend> {
  return startBackend({
    inMemory: true,
    port: 0,
    siteUrls: ['http://localhost:3000'],
    emailConfirmation: false,
    refreshTokenReuseIntervalSeconds: 0,
    rateLimits: {
      signIn: { max: 1000, windowSeconds: 60 },
      signUp: { max: 1000, windowSeconds: 60 },
      recover: { max: 1000, windowSeconds: 60 },
    },
    ...options,
  });
}

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
