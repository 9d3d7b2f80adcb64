import { getRuntimeConfig } from '../config/runtime-config';
import { AUTH_SESSION, type BrowserStorageId } from './browser-storage-registry';

/** The first label of the Supabase project's host, which supabase-js names its storage by. */
const projectLabel = () => new URL(getRuntimeConfig().supabaseUrl).hostname.split('.')[0]!;

/** An entry's name in this browser: its id, with the Supabase project filled in for the session. */
export const browserStorageName = (id: BrowserStorageId): string =>
  id === AUTH_SESSION ? id.replace('{project}', projectLabel()) : id;
