import { createContext } from 'react';
import type { PageHead, RenderedPage } from '../../remote/page-render';

export type { PageHead, RenderedPage };

/** How a page tells the server's render about itself while it renders (effects do not run there). */
export type RenderedPageReport = (report: Partial<RenderedPage>) => void;

/** Given by the page server's render only; the browser has none (the store carries the title). */
export const RenderedPageContext = createContext<RenderedPageReport | null>(null);
