export { SearchInput } from './search-input';
export type { SearchInputProps, SearchInputSize } from './search-input';
export type { SearchSuggestion } from './suggestion-list';
