/** Public surface of the catalog client. */
export { type CatalogClient, type CatalogClientOptions, createCatalogClient } from './client.ts';
export * from './errors.ts';
export type { RequestLogEntry } from './http.ts';
export { LANGS, type Lang, langId } from './lang.ts';
export * from './params.ts';
export { createProgress, type Progress } from './progress.ts';
export * from './schemas.ts';
