import { createRemotePage } from 'shared-core';

/** Root of this remote's pages: its federation name and build release come from the build. */
export const Page = createRemotePage(
  process.env.WATCHWHERE_REMOTE!,
  process.env.WATCHWHERE_RELEASE!,
);
