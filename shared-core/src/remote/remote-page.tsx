import type { ReactNode } from 'react';
import type { PageHead } from '../features/page/page-head';
import { usePageTitle } from '../features/page/use-page-title';

export interface RemotePageProps {
  /** The page's title, shown by the shell in the browser tab. */
  title: string;
  /** What a link preview shows of the page, beyond its title (rendered on the server). */
  head?: PageHead;
  children: ReactNode;
}

/**
 * The root of every page a remote renders, for the remote's federation name (e.g. `mf_detail`) and
 * the release id baked into its build (tells operators which deployment is live): it announces the
 * page's title and marks the page with both.
 */
export function createRemotePage(remote: string, release: string) {
  return function RemotePage({ title, head, children }: RemotePageProps) {
    usePageTitle(title, head);
    return (
      <div data-remote={remote} data-release={release}>
        {children}
      </div>
    );
  };
}
