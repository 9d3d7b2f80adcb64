import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';

const algorithm = 'ES256';
const apiKeyLifetimeSeconds = 10 * 365 * 24 * 3600;
const keyFileName = 'jwt-signing-key.json';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface Claims extends JWTPayload {
  role: ApiRole;
  session_id?: string;
  email?: string;
}

/** The project's ES256 signing key and the two API keys it signed. */
export interface SigningKeys {
  kid: string;
  publicJwk: JWK;
  anonKey: string;
  serviceRoleKey: string;
  sign(claims: JWTPayload, lifetimeSeconds: number): Promise<string>;
  /** The verified claims, or throws (jose errors: bad signature, expired, malformed). */
  verify(token: string): Promise<Claims>;
}

interface StoredKey {
  kid: string;
  privateJwk: JWK;
  anonKey: string;
  serviceRoleKey: string;
}

/** Loads the key kept in `dataDir`, creating it on first start; fresh keys when `dataDir` is undefined. */
export async function loadOrCreateSigningKeys(dataDir: string | undefined): Promise<SigningKeys> {
  if (!dataDir) return fromStored(await createStoredKey());
  const file = join(dataDir, keyFileName);
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing) return fromStored(JSON.parse(existing) as StoredKey);
  const stored = await createStoredKey();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  return fromStored(stored);
}

async function createStoredKey(): Promise<StoredKey> {
  const { privateKey } = await generateKeyPair(algorithm, { extractable: true });
  const kid = randomUUID();
  const privateJwk = await exportJWK(privateKey);
  const signApiKey = (role: ApiRole) =>
    new SignJWT({ iss: 'supabase-local', role })
      .setProtectedHeader({ alg: algorithm, kid, typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + apiKeyLifetimeSeconds)
      .sign(privateKey);
  return {
    kid,
    privateJwk,
    anonKey: await signApiKey('anon'),
    serviceRoleKey: await signApiKey('service_role'),
  };
}

async function fromStored(stored: StoredKey): Promise<SigningKeys> {
  const { kty, crv, x, y } = stored.privateJwk;
  const publicPart: JWK = { kty, crv, x, y };
  const publicJwk: JWK = {
    ...publicPart,
    kid: stored.kid,
    alg: algorithm,
    use: 'sig',
    key_ops: ['verify'],
  };
  const privateKey = (await importJWK(stored.privateJwk, algorithm)) as CryptoKey;
  const publicKey = (await importJWK(publicPart, algorithm)) as CryptoKey;
  return {
    kid: stored.kid,
    publicJwk,
    anonKey: stored.anonKey,
    serviceRoleKey: stored.serviceRoleKey,
    sign: (claims, lifetimeSeconds) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: algorithm, kid: stored.kid, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .sign(privateKey),
    async verify(token) {
      const { payload } = await jwtVerify(token, publicKey, { algorithms: [algorithm] });
      if (!isApiRole(payload.role)) throw new Error('JWT has no valid role claim');
      return payload as Claims;
    },
  };
}

function isApiRole(role: unknown): role is ApiRole {
  return role === 'anon' || role === 'authenticated' || role === 'service_role';
}
