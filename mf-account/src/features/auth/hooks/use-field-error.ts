import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { AUTH_MESSAGES, isAuthIssue, ISSUE_LIMITS } from '../utils/auth-schemas';

/** A field's error as the form shows it: the schema's issue in the page's language. */
export function useFieldError() {
  const intl = useIntl();
  return useCallback(
    (error: string | undefined): string | undefined =>
      error && isAuthIssue(error)
        ? intl.formatMessage(AUTH_MESSAGES[error], { limit: ISSUE_LIMITS[error] ?? 0 })
        : error,
    [intl],
  );
}
