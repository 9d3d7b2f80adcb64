import type { HeaderSearchProps } from 'shared-core';
import { SearchBox } from './search-box';
import { useSearchOnHome } from '../hooks/use-search-on-home';

/**
 * What the shell's header loads as `mf_discovery/HeaderSearch` once the page has painted (the text
 * stays the shell's: what was typed in its plain box is kept). The header's search on every page: home's suggestions (after 2 characters, at most 12), a
 * suggestion opens its title and counts in popular searches, and both a pick and a submitted term
 * go into the recent searches; a submitted term shows home's results.
 */
export function HeaderSearch({ value, onChange }: HeaderSearchProps) {
  const search = useSearchOnHome();
  return <SearchBox value={value} onChange={onChange} onSearch={search} />;
}
