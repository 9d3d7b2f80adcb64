import type { ReactNode } from 'react';
import { usePageTitle } from '../features/page/use-page-title';

export interface RemotePageProps {
  /** The page's title, shown by the shell in the browser tab. */
  title: string;
  /** Federation name of the remote that renders the page, e.g. `mf_detail`. */
  remote: string;
  /** Release id baked into the remote's build: tells operators which deployment is live. */
  release: string;
  children: ReactNode;
}

/** The root of every page a remote renders: announces its title and marks its remote and release. */
export function RemotePage({ title, remote, release, children }: RemotePageProps) {
  usePageTitle(title);
  return (
    <div data-remote={remote} data-release={release}>
      {children}
    </div>
  );
}
