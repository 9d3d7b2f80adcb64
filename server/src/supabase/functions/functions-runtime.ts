import { InvalidSettingError } from 'deployment-env';

export type FunctionsRuntime = 'node' | 'deno';

/** FUNCTIONS_RUNTIME: `deno` runs supabase/functions itself; unset or `node`, in-process. */
export function functionsRuntimeFromEnv(env: NodeJS.ProcessEnv): FunctionsRuntime {
  const setting = env.FUNCTIONS_RUNTIME || 'node';
  if (setting !== 'node' && setting !== 'deno')
    throw new InvalidSettingError(`FUNCTIONS_RUNTIME must be node or deno, not "${setting}"`);
  return setting;
}
