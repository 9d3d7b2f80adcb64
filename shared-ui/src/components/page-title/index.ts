export { PageTitle } from './page-title';
export type { PageTitleProps } from './page-title';
