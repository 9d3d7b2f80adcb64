/** The sign-in storm scenario of the server bench alone: pnpm --filter server exec tsx bench/sign-in-storm-bench.ts */
import { printSignInStormResult, runSignInStorm, signInStormPassed } from './sign-in-storm.js';

const result = await runSignInStorm();
printSignInStormResult(result);
process.exitCode = signInStormPassed(result) ? 0 : 1;
