import type { RemoteModuleContracts } from 'shared-core';
import type { RemoteName } from './remote-names';

/** A module the shell loads from a remote outside its routes, and the contract it must fit. */
export interface RemoteModuleUse {
  remote: RemoteName;
  expose: string;
  contract: keyof RemoteModuleContracts;
}

/** Every such module: the shell's other half of the contract with the remotes (the gate reads it). */
export const REMOTE_MODULES = [
  { remote: 'mf_discovery', expose: 'HeaderSearch', contract: 'HeaderSearchModule' },
] as const satisfies readonly RemoteModuleUse[];
