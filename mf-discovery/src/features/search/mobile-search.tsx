import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { PopularSearches } from '../popular-searches/popular-searches';
import { RecentSearches } from './recent-searches';
import { SearchBox } from './search-box';

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSize.xxl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.black};
`;

/** /search: the phone's full-screen search with suggestions, recent and popular searches. */
export function MobileSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = (term: string) => navigate(`/?q=${encodeURIComponent(term)}`);
  return (
    <>
      <Header>
        <Title>Search</Title>
        <SearchBox size="lg" value={text} onChange={setText} onSearch={search} />
      </Header>
      <RecentSearches onSearch={search} />
      <PopularSearches title="Popular Searches" syncControl="refresh" onSearch={search} />
    </>
  );
}
