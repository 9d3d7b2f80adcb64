import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorScreen, RefreshPageButton } from './error-screen';

/** The "Something went wrong" screen for a render crash. */
export function CrashScreen({ error, extraAction }: { error: Error; extraAction?: ReactNode }) {
  const intl = useIntl();
  return (
    <ErrorScreen
      title={intl.formatMessage({
        defaultMessage: 'Something went wrong',
        id: 'CSib/7',
        description: 'Crash screen: heading shown when a page failed with an unexpected error',
      })}
      message={intl.formatMessage({
        defaultMessage:
          'An unexpected error stopped this page from showing. Refreshing usually fixes it.',
        id: 'y6lefa',
        description: 'Crash screen: explanation under the heading',
      })}
      error={error}
      actions={
        <>
          {extraAction}
          <RefreshPageButton />
        </>
      }
    />
  );
}
