export * from './catalog-list';
export * from './discovery-options';
export * from './release-rules';
export * from './search-query';
export * from './api/get-popular';
