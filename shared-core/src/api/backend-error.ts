import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { asTextMessages, type TextMessage } from '../features/locale/text-message';

const messageOf = (error: unknown): string => {
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : '';
};

/**
 * A failed call as an endpoint's `queryFn` returns it: a `CUSTOM_ERROR` carrying the backend's own
 * text (an Error's or a Supabase error's `message`, or the text given), kept for logs and for
 * `failureText`, which turns it into words of ours.
 */
export const backendError = (error: unknown) => ({
  error: { status: 'CUSTOM_ERROR' as const, error: messageOf(error) || 'Something went wrong' },
});

export const failureMessages = asTextMessages(
  defineMessages({
    generic: {
      defaultMessage: 'Something went wrong',
      id: 'nwfw5J',
      description: 'Error shown when a request to the server failed for a reason we cannot name',
    },
    emailMismatch: {
      defaultMessage: "That email isn't this account's",
      id: 'AVNjjk',
      description:
        "Error when deleting the account: the email typed to confirm is not the account's email",
    },
    signInRequired: {
      defaultMessage: 'Please sign in again',
      id: 'ioQTZk',
      description: 'Error when the server needs the member to be signed in and they no longer are',
    },
    wrongCredentials: {
      defaultMessage: 'Wrong email or password',
      id: 'IMkrZt',
      description: 'Sign-in error: the email and password do not match an account',
    },
    alreadyRegistered: {
      defaultMessage: 'An account with this email already exists',
      id: '1YyvYb',
      description: 'Sign-up error: the email address already has an account',
    },
    emailNotConfirmed: {
      defaultMessage: 'Please confirm your email address first',
      id: '4MiRc6',
      description:
        'Sign-in error: the account exists but its email confirmation link was not opened yet',
    },
    invalidEmail: {
      defaultMessage: 'Please enter a valid email address',
      id: 'YxPEbq',
      description: 'Auth error: the server rejected the email address as malformed',
    },
    weakPassword: {
      defaultMessage:
        'Your password must be at least {count, plural, one {# character} other {# characters}} long',
      id: 'lVFLat',
      description:
        'Sign-up or new-password error: the password is too short; count is the minimum length',
    },
    sessionExpired: {
      defaultMessage: 'Your session has expired. Please sign in again.',
      id: 'UJmyrz',
      description: 'Error when the signed-in session is no longer valid',
    },
    tooManyRequests: {
      defaultMessage: 'Too many attempts. Please wait a moment and try again.',
      id: 'FTzEM+',
      description: 'Error when the server refuses because of too many requests in a short time',
    },
    serviceUnavailable: {
      defaultMessage:
        'Nothing was saved: WatchWhere is unavailable right now. Please try again in a moment.',
      id: 'U4Z7yW',
      description:
        'Error when a change could not be saved because the service (its database) is briefly down',
    },
    offline: {
      defaultMessage: "Couldn't reach the server. Check your connection and try again.",
      id: 'BPLLey',
      description: 'Error when the browser could not contact the server (network down)',
    },
  }),
);

/** Words of shared-core for a failure: a message and its values (plain data, fit for the store). */
export interface FailureText {
  message: TextMessage;
  values?: Record<string, string | number>;
}

/**
 * Our words for a backend's text: the failures we recognise, each its own message; anything else
 * the generic one (a backend's English is never shown as if it were ours).
 */
export function failureTextOf(raw: string): FailureText {
  const text = raw.toLowerCase();
  const shortPassword = /password should be at least (\d+) characters/.exec(text);
  if (shortPassword) {
    return { message: failureMessages.weakPassword, values: { count: Number(shortPassword[1]) } };
  }
  if (text.includes('invalid login credentials'))
    return { message: failureMessages.wrongCredentials };
  if (text.includes('already registered') || text.includes('already been registered')) {
    return { message: failureMessages.alreadyRegistered };
  }
  if (text.includes('email not confirmed')) return { message: failureMessages.emailNotConfirmed };
  if (text.includes('invalid format') || text.includes('unable to validate email')) {
    return { message: failureMessages.invalidEmail };
  }
  if (text.includes('email does not match')) return { message: failureMessages.emailMismatch };
  if (text.includes('signed-in user is required')) {
    return { message: failureMessages.signInRequired };
  }
  if (text.includes('jwt expired') || text.includes('refresh token')) {
    return { message: failureMessages.sessionExpired };
  }
  if (text.includes('rate limit') || text.includes('too many requests')) {
    return { message: failureMessages.tooManyRequests };
  }
  if (text.includes('database is unavailable'))
    return { message: failureMessages.serviceUnavailable };
  if (text.includes('failed to fetch') || text.includes('networkerror') || text === 'load failed') {
    return { message: failureMessages.offline };
  }
  return { message: failureMessages.generic };
}

/** The backend's own text of a call's failure (for logs and tests), or null if it worked. */
export const failureReason = (result: { error?: unknown }): string | null =>
  result.error
    ? messageOf((result.error as { error?: unknown }).error ?? result.error) ||
      'Something went wrong'
    : null;

/** What a call's result says went wrong, in our words, or null if it worked. */
export const failureText = (result: { error?: unknown }): FailureText | null => {
  const reason = failureReason(result);
  return reason === null ? null : failureTextOf(reason);
};

/** `failureMessage(result)`: what went wrong, in the page's language, or null if it worked. */
export function useFailureMessage() {
  const intl = useIntl();
  return useCallback(
    (result: { error?: unknown }): string | null => {
      const failure = failureText(result);
      return failure && intl.formatMessage(failure.message, failure.values);
    },
    [intl],
  );
}
