// The pointer's tables in PostgreSQL, in a schema of their own: never `public`, which a Supabase
// project exposes through its REST API. Created on first use, once, whoever gets there first.
export const SCHEMA = 'watchwhere_releases';

/** Every page server listens here; a change's payload is its environment's name. */
export const CHANNEL = 'watchwhere_releases_pointer';

/** The advisory lock every pointer write and every deletion of old releases holds. */
export const LOCK_KEY = 7_304_411_190_517;

export const CREATE_SCHEMA = `
create schema if not exists ${SCHEMA};
create table if not exists ${SCHEMA}.environments (
  env text primary key,
  -- Raised by each change: a write lands only on the version it read (compare-and-swap).
  version bigint not null
);
create table if not exists ${SCHEMA}.live_releases (
  env text not null references ${SCHEMA}.environments (env),
  app text not null,
  live text not null,
  -- The releases live before, the most recent first (for rollback).
  previous text[] not null,
  primary key (env, app)
);
create table if not exists ${SCHEMA}.history (
  id bigserial primary key,
  env text not null,
  app text not null,
  live text not null,
  replaced text,
  action text not null,
  changed_by text not null,
  changed_at timestamptz not null
);
create index if not exists history_by_env on ${SCHEMA}.history (env, id desc);
`;
