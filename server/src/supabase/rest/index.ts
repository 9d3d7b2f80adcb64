import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireApiKey, resolveCaller, TokenError, type Caller } from '../caller.js';
import type { SupabaseContext } from '../context.js';
import type { Queryable } from '../../db/database.js';
import { runAs } from '../run-as.js';
import { fromPostgresError, restError } from './errors.js';
import { parsePrefer, type Preferences } from './prefer.js';
import { parseQuery, type ParsedQuery } from './query-parser.js';
import { loadSchemaCache, type SchemaCache, type TableInfo } from './schema-cache.js';
import {
  countSql,
  deleteSql,
  insertSql,
  Params,
  readSql,
  returningJson,
  updateSql,
} from './sql-builder.js';
import { rpcSql } from './rpc.js';

const singleObjectType = 'application/vnd.pgrst.object+json';

interface RestRequest {
  caller: Caller;
  table: TableInfo;
  query: ParsedQuery;
  prefer: Preferences;
  single: boolean;
}

/** The PostgREST subset under /rest/v1: every statement runs as the caller's role, so RLS is the gate. */
export const restPlugin: FastifyPluginAsync<{ ctx: SupabaseContext }> = async (app, { ctx }) => {
  let schema: Promise<SchemaCache> | undefined;
  const schemaCache = () => (schema ??= loadSchemaCache(ctx.db));

  async function prepare(request: FastifyRequest): Promise<RestRequest> {
    checkProfile(request);
    const caller = await callerOf(request);
    const { table: name } = request.params as { table: string };
    const table = (await schemaCache()).table(name);
    const query = parseQuery(new URLSearchParams(request.url.split('?')[1] ?? ''));
    const single = (request.headers.accept ?? '').includes(singleObjectType);
    return { caller, table, query, prefer: parsePrefer(request.headers.prefer), single };
  }

  async function callerOf(request: FastifyRequest): Promise<Caller> {
    const apiKey = await requireApiKey(request, ctx.keys);
    return resolveCaller(request, ctx.keys, apiKey).catch((error: unknown) => {
      if (!(error instanceof TokenError)) throw error;
      throw restError(401, error.problem === 'expired' ? 'PGRST303' : 'PGRST301', error.message);
    });
  }

  /** Runs the request's statements as the caller, turning database errors into PostgREST errors. */
  async function execute<T>(caller: Caller, work: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await runAs(ctx.db, caller, work);
    } catch (error) {
      throw fromPostgresError(error, caller.claims.role) ?? error;
    }
  }

  app.get('/:table', async (request, reply) => {
    const r = await prepare(request);
    const params = new Params();
    const sql = readSql(r.table, r.query, params);
    const { rows, total } = await execute(r.caller, async (tx) => ({
      rows: await jsonBody(tx, sql, params.values),
      total: r.prefer.countExact ? await count(tx, r) : undefined,
    }));
    reply.header('content-range', contentRange(r.query.offset ?? 0, rows.length, total));
    return respond(reply, r, 200, rows);
  });

  app.post('/:table', async (request, reply) => {
    const r = await prepare(request);
    const body = request.body;
    const rows = Array.isArray(body) ? body : [body];
    if (rows.length === 0 || !rows.every(isPlainObject)) {
      throw restError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'The body must be a JSON object or a non-empty array of objects',
      );
    }
    const columns = r.query.columns ?? [
      ...new Set(rows.flatMap((row) => Object.keys(row as object))),
    ];
    if (columns.length === 0)
      throw restError(400, 'PGRST102', 'Empty or invalid json', 'No columns to insert');
    const target = r.query.onConflict ?? r.table.primaryKey;
    const params = new Params();
    const statement = insertSql(
      r.table,
      columns,
      JSON.stringify(rows),
      { resolution: r.prefer.resolution, target },
      params,
    );
    return write(reply, r, statement, params, 201);
  });

  app.patch('/:table', async (request, reply) => {
    const r = await prepare(request);
    if (!isPlainObject(request.body) || Object.keys(request.body).length === 0) {
      throw restError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'The body must be a non-empty JSON object',
      );
    }
    const params = new Params();
    const statement = updateSql(
      r.table,
      Object.keys(request.body),
      JSON.stringify(request.body),
      r.query.filters,
      params,
    );
    return write(reply, r, statement, params, 200);
  });

  app.delete('/:table', async (request, reply) => {
    const r = await prepare(request);
    const params = new Params();
    return write(reply, r, deleteSql(r.table, r.query.filters, params), params, 200);
  });

  app.post('/rpc/:fn', async (request, reply) => {
    checkProfile(request);
    const caller = await callerOf(request);
    const args = request.body ?? {};
    if (!isPlainObject(args))
      throw restError(400, 'PGRST102', 'Empty or invalid json', 'Arguments must be a JSON object');
    const { fn: name } = request.params as { fn: string };
    const fn = (await schemaCache()).fn(name, Object.keys(args));
    const params = new Params();
    const sql = rpcSql(fn, args, params);
    const [row] = await execute(caller, (tx) => tx.query<{ body: unknown }>(sql, params.values));
    if (fn.returnsVoid) return reply.status(204).send();
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(row?.body ?? null));
  });

  async function write(
    reply: FastifyReply,
    r: RestRequest,
    statement: string,
    params: Params,
    status: number,
  ) {
    const wantRows = r.prefer.returnRepresentation || r.single;
    const rows = await execute(r.caller, async (tx) => {
      if (!wantRows) {
        await tx.query(statement, params.values);
        return [];
      }
      const rows = await jsonBody(
        tx,
        returningJson(r.table, statement, r.query.select),
        params.values,
      );
      // Raised inside the transaction so that a singular write of 0 or many rows is rolled back.
      if (r.single) singleRow(rows);
      return rows;
    });
    reply.header('content-range', contentRange(0, rows.length, undefined));
    if (!r.prefer.returnRepresentation) return reply.status(status === 201 ? 201 : 204).send();
    return respond(reply, r, status, rows);
  }

  async function count(tx: Queryable, r: RestRequest): Promise<number> {
    const params = new Params();
    const [row] = await tx.query<{ total: number }>(
      countSql(r.table, r.query, params),
      params.values,
    );
    return row?.total ?? 0;
  }
};

async function jsonBody(tx: Queryable, sql: string, values: unknown[]): Promise<unknown[]> {
  const [row] = await tx.query<{ body: unknown[] | string }>(sql, values);
  const body = row?.body ?? [];
  return typeof body === 'string' ? (JSON.parse(body) as unknown[]) : body;
}

function respond(reply: FastifyReply, r: RestRequest, status: number, rows: unknown[]) {
  if (r.single) {
    return reply
      .status(status)
      .type(`${singleObjectType}; charset=utf-8`)
      .send(JSON.stringify(singleRow(rows)));
  }
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(rows));
}

function singleRow(rows: unknown[]): unknown {
  if (rows.length !== 1) {
    throw restError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows.length} rows`,
    );
  }
  return rows[0];
}

function contentRange(offset: number, length: number, total: number | undefined): string {
  const range = length === 0 ? '*' : `${offset}-${offset + length - 1}`;
  return `${range}/${total ?? '*'}`;
}

function checkProfile(request: FastifyRequest): void {
  for (const header of ['accept-profile', 'content-profile']) {
    const profile = request.headers[header];
    if (profile !== undefined && profile !== 'public') {
      throw restError(
        406,
        'PGRST106',
        'The schema must be one of the following: public',
        `Invalid schema: ${String(profile)}`,
      );
    }
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
