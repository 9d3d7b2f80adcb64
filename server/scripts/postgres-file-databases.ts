// On PostgreSQL each test file gets a database of its own, copied from DATABASE_URL's once it is
// migrated (CREATE DATABASE … TEMPLATE): the files then run side by side, as on PGlite.
import pg from 'pg';
import { openDatabase } from '../src/db/open-database.js';

export interface FileDatabases {
  /** A new database with every migration applied; its URL. */
  create(): Promise<string>;
  drop(url: string): Promise<void>;
  close(): Promise<void>;
}

const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(name)}`;
  return next.toString();
}

export async function postgresFileDatabases(templateUrl: string): Promise<FileDatabases> {
  // Migrated, then closed: PostgreSQL copies a template only while nobody is connected to it.
  await (await openDatabase({ databaseUrl: templateUrl })).close();
  const template = databaseOf(templateUrl);
  // One client: the copies are made one at a time.
  const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
  await admin.connect();
  let made = 0;
  return {
    async create() {
      made += 1;
      const name = `${template}_file_${made}`;
      await admin.query(`create database ${quoted(name)} template ${quoted(template)}`);
      return withDatabase(templateUrl, name);
    },
    async drop(url) {
      await admin.query(`drop database if exists ${quoted(databaseOf(url))} with (force)`);
    },
    close: () => admin.end(),
  };
}
