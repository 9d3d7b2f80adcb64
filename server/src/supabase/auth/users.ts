import { createHash, randomBytes } from 'node:crypto';
import { hashSync } from '@node-rs/bcrypt';
import type { Queryable } from '../../db/database.js';
import { bcryptHash, bcryptVerify } from './bcrypt-pool.js';

/** GoTrue's cost: hashes stay compatible with a real Supabase project's auth.users. */
const bcryptCost = 10;
export const maxPasswordBytes = 72;
export const minPasswordLength = 6;

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  provider: string;
  providerId: string;
  userMetadata: Record<string, unknown>;
  confirmed: boolean;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim().toLowerCase();
  return email.length <= 255 && emailPattern.test(email) ? email : undefined;
}

export const hashPassword = (password: string) => bcryptHash(password, bcryptCost);

// Compared even for unknown emails so response time does not reveal which emails exist.
const decoyHash = hashSync('decoy-password', { cost: bcryptCost });

/**
 * bcrypt reads only the first 72 bytes, so a longer password would match any password sharing that
 * prefix: it is refused here as sign-up refuses it (after the same hashing time, like a wrong one).
 */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  const matches = await bcryptVerify(password, hash ?? decoyHash);
  return matches && hash !== null && Buffer.byteLength(password) <= maxPasswordBytes;
}

/** A one-time token for mailed links; only its hash is stored. */
export function newMailToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashMailToken(token) };
}

export const hashMailToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await q.query<UserRow>('select * from auth.users where email = $1', [email]);
  return user;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const [user] = await q.query<UserRow>('select * from auth.users where id = $1', [id]);
  return user;
}

export async function createUser(q: Queryable, user: NewUser): Promise<UserRow> {
  const appMetadata = { provider: user.provider, providers: [user.provider] };
  const [row] = await q.query<UserRow>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, case when $3::boolean then now() end, $4, $5) returning *`,
    [
      user.email,
      user.passwordHash,
      user.confirmed,
      JSON.stringify(appMetadata),
      JSON.stringify(user.userMetadata),
    ],
  );
  if (!row) throw new Error('insert into auth.users returned no row');
  await addIdentity(q, row, user.provider, user.providerId, user.userMetadata);
  return row;
}

export async function addIdentity(
  q: Queryable,
  user: UserRow,
  provider: string,
  providerId: string,
  metadata: Record<string, unknown>,
): Promise<void> {
  const identityData = {
    ...metadata,
    sub: providerId,
    email: user.email,
    email_verified: provider !== 'email',
  };
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $2, $3, $4, now())
     on conflict (provider_id, provider) do update set last_sign_in_at = now(), updated_at = now()`,
    [providerId, user.id, JSON.stringify(identityData), provider],
  );
  await q.query(
    `update auth.users set raw_app_meta_data = jsonb_set(raw_app_meta_data, '{providers}',
       (select coalesce(jsonb_agg(distinct provider), '[]') from auth.identities where user_id = $1))
     where id = $1`,
    [user.id],
  );
}

/** The user object GoTrue returns (and embeds in sessions). */
export async function userJson(q: Queryable, userId: string): Promise<Record<string, unknown>> {
  const current = await findUserById(q, userId);
  if (!current) throw new Error(`user ${userId} vanished`);
  const identities = await q.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [userId],
  );
  return {
    id: current.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: current.email,
    ...optionalDate('email_confirmed_at', current.email_confirmed_at),
    phone: '',
    ...optionalDate('confirmation_sent_at', current.confirmation_sent_at),
    ...optionalDate('confirmed_at', current.email_confirmed_at),
    ...optionalDate('recovery_sent_at', current.recovery_sent_at),
    ...optionalDate('last_sign_in_at', current.last_sign_in_at),
    app_metadata: current.raw_app_meta_data,
    user_metadata: current.raw_user_meta_data,
    identities: identities.map(identityJson),
    created_at: current.created_at.toISOString(),
    updated_at: current.updated_at.toISOString(),
    is_anonymous: current.is_anonymous,
  };
}

function identityJson(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: identity.last_sign_in_at?.toISOString() ?? null,
    created_at: identity.created_at.toISOString(),
    updated_at: identity.updated_at.toISOString(),
    email: identity.email,
  };
}

function optionalDate(key: string, value: Date | null): Record<string, string> {
  return value ? { [key]: value.toISOString() } : {};
}
