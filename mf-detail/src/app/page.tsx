import type { ReactNode } from 'react';
import { RemotePage } from 'shared-core';

/** Root of this remote's pages: its federation name and build release come from the build. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RemotePage
      title={title}
      remote={process.env.WATCHWHERE_REMOTE!}
      release={process.env.WATCHWHERE_RELEASE!}
    >
      {children}
    </RemotePage>
  );
}
