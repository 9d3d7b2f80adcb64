// What the shell loads from the remotes, as types: the release gate holds each remote release to
// these (a new field a remote may leave out stays optional, so older releases still pass).
import type { ComponentType } from 'react';
import type { RouteDataLoader } from './route-data';

/** A remote page's module: its component and its route-data contract. */
export interface PageModule {
  default: ComponentType;
  loadRouteData?: RouteDataLoader;
}

/** The props of `mf_discovery/HeaderSearch`: the shell keeps the text, the remote searches. */
export interface HeaderSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export interface HeaderSearchModule {
  default: ComponentType<HeaderSearchProps>;
}

/** The contracts of the modules the shell loads outside its routes, by name. */
export interface RemoteModuleContracts {
  HeaderSearchModule: HeaderSearchModule;
}
