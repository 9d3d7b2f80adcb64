/**
 * The day every test backend's catalog answers as of (server tests and the e2e stack), so no test
 * depends on the real date. On it The Matrix streams on Netflix in the US and Breaking Bad on Netflix
 * in GB, as the e2e tests expect.
 */
export const TEST_CATALOG_DAY = '2026-11-23';
