import { createContext } from 'react';

/** What a page tells a link preview and a search engine about itself, beyond its title. */
export interface PageHead {
  /** How a link preview names the page, when not by its title alone (a film with its year). */
  previewTitle?: string;
  description?: string;
  /** An absolute image URL for the preview card. */
  image?: string;
  /** Open Graph's type: a title page's `video.movie` / `video.tv_show`; else `website`. */
  type?: 'website' | 'video.movie' | 'video.tv_show';
  /** A schema.org object, e.g. the page's `Movie`. */
  jsonLd?: Record<string, unknown>;
  /** The page answers "not found" (HTTP 404) although it renders. */
  notFound?: boolean;
}

/** What the server's render learns of the page it rendered. */
export interface RenderedPage {
  /** The last page to announce itself: its title and head. */
  title: string;
  head: PageHead;
  /** Where the page sends the visitor instead (an in-app path): the server answers a redirect. */
  redirect?: string;
}

/** How a page tells the server's render about itself while it renders (effects do not run there). */
export type RenderedPageReport = (report: Partial<RenderedPage>) => void;

/** Given by the page server's render only; the browser has none (the store carries the title). */
export const RenderedPageContext = createContext<RenderedPageReport | null>(null);
