import { History, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, Chip, ChipList, SectionHeader, Stack } from 'shared-ui';
import { recentSearches } from '../../../lib/stored-lists';
import { useStoredList } from '../../../lib/use-stored-list';

/** The last searches (max 8, newest first); picking one searches again. */
export function RecentSearches({ onSearch }: { onSearch: (term: string) => void }) {
  const intl = useIntl();
  const terms = useStoredList(recentSearches);
  if (terms.length === 0) return null;
  return (
    <Stack as="section" gap="md" aria-labelledby="recent-searches-title">
      <SectionHeader
        id="recent-searches-title"
        title={intl.formatMessage({
          defaultMessage: 'Recent Searches',
          id: 'TQGkQt',
          description: 'Home and search page: heading of the searches the user made last',
        })}
        icon={<History size={18} aria-hidden />}
        action={
          <Button variant="ghost" size="sm" icon={<X size={16} />} onClick={recentSearches.clear}>
            {intl.formatMessage({
              defaultMessage: 'Clear',
              id: 'AUts/y',
              description: 'Recent searches: button forgetting every recent search',
            })}
          </Button>
        }
      />
      <ChipList scrollOnMobile>
        {terms.map((term) => (
          <Chip key={term} onClick={() => onSearch(term)}>
            {term}
          </Chip>
        ))}
      </ChipList>
    </Stack>
  );
}
