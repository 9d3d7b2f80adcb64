import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchInput } from 'shared-ui';

/** The header's search box: a submitted search opens the home results for it, from any page. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <SearchInput
      value={text}
      onChange={setText}
      suggestions={[]}
      onSelect={() => {}}
      onSubmit={(query) => navigate(`/?q=${encodeURIComponent(query)}`)}
      label="Search movies and TV shows"
    />
  );
}
