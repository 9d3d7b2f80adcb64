import { History, X } from 'lucide-react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { recentSearches } from '../../../lib/stored-lists';
import { useStoredList } from '../../../lib/use-stored-list';
import { Chip, ChipList, RowHeader, RowTitle } from '../../../components/chips';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** The last searches (max 8, newest first); picking one searches again. */
export function RecentSearches({ onSearch }: { onSearch: (term: string) => void }) {
  const terms = useStoredList(recentSearches);
  if (terms.length === 0) return null;
  return (
    <Section aria-labelledby="recent-searches-title">
      <RowHeader>
        <RowTitle id="recent-searches-title">
          <History size={18} aria-hidden />
          Recent Searches
        </RowTitle>
        <Button variant="ghost" size="sm" icon={<X size={16} />} onClick={recentSearches.clear}>
          Clear
        </Button>
      </RowHeader>
      <ChipList>
        {terms.map((term) => (
          <li key={term}>
            <Chip type="button" onClick={() => onSearch(term)}>
              {term}
            </Chip>
          </li>
        ))}
      </ChipList>
    </Section>
  );
}
