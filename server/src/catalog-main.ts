/** `pnpm --filter server start:catalog`: the catalog service alone (README: "Running the catalog alone"). */
import { exitOnInvalidSettings, listenAddressFrom, type ListenAddress } from 'deployment-env';
import { checkOperationsSettings, operateUntilSignal } from 'observability';
import { catalogSourceFromEnv } from './catalog/index.js';
import { checkCatalogSettings } from './catalog/catalog-settings.js';
import { buildCatalogServer } from './catalog-server.js';
import { originToReach } from './http/listening-origin.js';

const DEFAULT_PORT = 54322;

let address: ListenAddress = { host: '127.0.0.1', port: DEFAULT_PORT };
exitOnInvalidSettings(
  () => (address = listenAddressFrom(process.env, DEFAULT_PORT)),
  () => checkCatalogSettings(process.env),
  () => checkOperationsSettings(process.env),
);

const source = catalogSourceFromEnv();
const app = await buildCatalogServer({ logger: true, source, warmCatalog: true });
try {
  await app.listen(address);
} catch (error) {
  console.error(
    `The catalog cannot listen on ${address.host} port ${address.port}: ${(error as Error).message}`,
  );
  process.exit(1);
}
// METRICS_PORT's /metrics, and a drain on SIGTERM, before the line that says it serves.
await operateUntilSignal({
  operations: app.operations,
  host: address.host,
  close: () => app.close(),
});

const { host } = address;
const { port } = app.server.address() as { port: number };
const kind = source.sample ? 'offline sample data' : 'TMDB';
console.log(
  `Catalog (${kind}) listening on ${host} port ${port}: ${originToReach(host, port)}/catalog`,
);
