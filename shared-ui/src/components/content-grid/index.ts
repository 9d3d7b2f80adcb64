export { ContentGrid } from './content-grid';
export type { ContentGridProps, GridColumns } from './content-grid';
