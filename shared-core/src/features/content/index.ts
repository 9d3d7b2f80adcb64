export * from './content-types';
export * from './map-content';
export * from './content-route';
export * from './compare-names';
export * from './countries';
export * from './genre-names';
export * from './image-url';
export * from './api/get-catalog-configuration';
