import { useNavigate } from 'react-router';
import { contentPath, MAX_SEARCH_QUERY_LENGTH } from 'shared-core';
import { SearchInput, type SearchInputSize } from 'shared-ui';
import { useOpenContent } from '../../../lib/use-open-content';
import { recentSearches } from '../../../lib/stored-lists';
import { useSuggestions } from '../hooks/use-suggestions';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** The trimmed, non-empty text the user submitted. */
  onSearch: (term: string) => void;
  size?: SearchInputSize;
  placeholder?: string;
}

/**
 * The search field with its suggestions: picking one opens the title, submitting searches. Both
 * are remembered in the recent searches.
 */
export function SearchBox({ value, onChange, onSearch, size, placeholder }: SearchBoxProps) {
  const navigate = useNavigate();
  const openContent = useOpenContent();
  const { suggestions, items, loading } = useSuggestions(value);

  return (
    <SearchInput
      value={value}
      onChange={onChange}
      suggestions={suggestions}
      loading={loading}
      size={size}
      placeholder={placeholder}
      maxLength={MAX_SEARCH_QUERY_LENGTH}
      onSelect={(suggestion) => {
        const item = items.find(
          (candidate) => `${candidate.media_type}-${candidate.id}` === suggestion.id,
        );
        if (!item) return;
        recentSearches.add(item.title);
        openContent(item);
        navigate(contentPath(item));
      }}
      onSubmit={(term) => {
        recentSearches.add(term);
        onSearch(term);
      }}
    />
  );
}
