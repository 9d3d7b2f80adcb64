import assert from 'node:assert/strict';
import type { AlertRunSummary } from '../run-alerts.js';
import { startBackendWithDatabase, type BackendWithDatabase } from '../../test-support.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';

const SMTP_SETTINGS = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM'];

export interface AlertBackend {
  backend: BackendWithDatabase;
  smtp: SmtpCapture;
  close(): Promise<void>;
}

/**
 * A backend whose alert engine mails to a local SMTP capture. The engine reads SMTP from the
 * environment, set here before the backend starts and handed to the edge functions alike: one
 * capture serves both runtimes.
 */
export async function startAlertBackend(): Promise<AlertBackend> {
  const smtp = await startSmtpCapture();
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'WatchWhere <alerts@example.com>',
  });
  const backend = await startBackendWithDatabase();
  return {
    backend,
    smtp,
    close: async () => {
      for (const setting of SMTP_SETTINGS) delete process.env[setting];
      await backend.close();
      await smtp.close();
    },
  };
}

/** POST /functions/v1/send-alerts with `body`, as `key` (the service role's unless told). */
export function sendAlerts(
  backend: BackendWithDatabase,
  body: unknown,
  key = backend.serviceRoleKey,
  token = key,
): Promise<Response> {
  return fetch(`${backend.url}/functions/v1/send-alerts`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** One engine run as of `asOf`, which must answer 200. */
export async function runAlertsAsOf(
  backend: BackendWithDatabase,
  asOf: string,
): Promise<AlertRunSummary> {
  const response = await sendAlerts(backend, { as_of: asOf });
  assert.equal(response.status, 200);
  return (await response.json()) as AlertRunSummary;
}
