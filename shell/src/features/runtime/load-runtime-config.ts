import { parseRuntimeConfig, setRuntimeConfig } from 'shared-core';
import { fetchJson } from './fetch-json';

export async function loadRuntimeConfig(): Promise<void> {
  setRuntimeConfig(parseRuntimeConfig(await fetchJson('/config.json')));
}
