import { HeaderSearch } from '../features/search/components/header-search';

/** Exposed as `mf_discovery/HeaderSearch`: the shell's header renders it (not a route). */
export default HeaderSearch;
