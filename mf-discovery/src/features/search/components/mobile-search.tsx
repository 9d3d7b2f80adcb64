import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from 'shared-ui';
import styled from 'styled-components';
import { PopularSearches } from './popular-searches';
import { RecentSearches } from './recent-searches';
import { SearchBox } from './search-box';

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** /search: the phone's full-screen search with suggestions, recent and popular searches. */
export function MobileSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = (term: string) => navigate(`/?q=${encodeURIComponent(term)}`);
  return (
    <>
      <Header>
        <PageTitle>Search</PageTitle>
        <SearchBox size="lg" value={text} onChange={setText} onSearch={search} />
      </Header>
      <RecentSearches onSearch={search} />
      <PopularSearches title="Popular Searches" syncControl="refresh" onSearch={search} />
    </>
  );
}
