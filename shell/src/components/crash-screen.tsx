import type { ReactNode } from 'react';
import { ErrorScreen, RefreshPageButton } from './error-screen';

/** The "Something went wrong" screen for a render crash. */
export function CrashScreen({ error, extraAction }: { error: Error; extraAction?: ReactNode }) {
  return (
    <ErrorScreen
      title="Something went wrong"
      message="An unexpected error stopped this page from showing. Refreshing usually fixes it."
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
