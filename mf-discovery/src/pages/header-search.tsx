import { HeaderSearch } from '../features/search/components/header-search';
import { withAppIntl } from '../app/app-intl';

/** Exposed as `mf_discovery/HeaderSearch`: the shell's header renders it (not a route). */
export default withAppIntl(HeaderSearch);
