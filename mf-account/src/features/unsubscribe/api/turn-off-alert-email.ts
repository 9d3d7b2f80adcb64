import { backendError, catalogApi, getRuntimeConfig } from 'shared-core';

/** The signed pair an alert mail's unsubscribe link carries. */
export interface UnsubscribeLink {
  user: string;
  token: string;
}

/** Why the call failed, as the failure's text (the screen words it): the status, or no answer. */
export const UNREACHABLE = 'unreachable';
export const statusFailure = (status: number) => `status ${status}`;
export const statusOfFailure = (reason: string): number | null => {
  const match = /^status (\d+)$/.exec(reason);
  return match ? Number(match[1]) : null;
};

/** What the function said: email is off, or the link is not one it signed (400). */
export type UnsubscribeOutcome = 'unsubscribed' | 'invalid-link';

const turnOffAlertEmailApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    turnOffAlertEmail: build.mutation<UnsubscribeOutcome, UnsubscribeLink>({
      async queryFn({ user, token }) {
        const { supabaseUrl } = getRuntimeConfig();
        const query = new URLSearchParams({ user, token });
        try {
          // No body and no headers (no API key, no JSON): a CORS simple request, which needs no
          // preflight and which a signed-out visitor can send. Only the status is read: a hosted
          // project may serve the function's page as text.
          const response = await fetch(
            `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/unsubscribe?${query}`,
            { method: 'POST' },
          );
          if (response.ok) return { data: 'unsubscribed' };
          if (response.status === 400) return { data: 'invalid-link' };
          return backendError(statusFailure(response.status));
        } catch {
          return backendError(UNREACHABLE);
        }
      },
    }),
  }),
});

/**
 * The backend's `unsubscribe` function (POST, the same call as mail programs' one-click
 * unsubscribe): turns off the alert mail of the member the signed link names.
 */
export const { useTurnOffAlertEmailMutation } = turnOffAlertEmailApi;
