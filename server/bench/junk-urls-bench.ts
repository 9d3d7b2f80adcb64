/** The junk-URL scenario of the catalog bench alone: pnpm --filter server exec tsx bench/junk-urls-bench.ts */
import { junkUrlsPassed, printJunkUrlResult, runJunkUrlScenario } from './junk-urls.js';

const result = await runJunkUrlScenario();
printJunkUrlResult(result);
process.exitCode = junkUrlsPassed(result) ? 0 : 1;
