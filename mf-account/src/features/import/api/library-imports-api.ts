import { catalogApi } from 'shared-core';

/** The imports API's tag: the last import changes when one is saved or undone. */
export const libraryImportsApi = catalogApi.enhanceEndpoints({ addTagTypes: ['LibraryImport'] });
