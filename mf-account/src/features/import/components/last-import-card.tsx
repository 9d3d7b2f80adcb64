import { History } from 'lucide-react';
import { useIntl } from 'react-intl';
import { SectionCard } from 'shared-ui';
import { useGetLastImportQuery } from '../api/get-last-import';
import { sourceNames } from './import-messages';
import { UndoImportButton } from './undo-import-button';

interface LastImportCardProps {
  userId: string;
  onUndone: () => void;
}

/** The member's last import that still has titles in the library, and its Undo. */
export function LastImportCard({ userId, onUndone }: LastImportCardProps) {
  const intl = useIntl();
  const { data } = useGetLastImportQuery(userId);
  if (!data || data.added === 0) return null;
  return (
    <SectionCard
      icon={<History size={20} aria-hidden />}
      title={intl.formatMessage({
        defaultMessage: 'Your last import',
        id: '9CfvqY',
        description: 'Import page: heading of the card about the last import, with its Undo',
      })}
      description={intl.formatMessage(
        {
          defaultMessage:
            '{count, plural, one {# title from {source}, added {date}.} other {# titles from {source}, added {date}.}}',
          id: '/Owtpe',
          description:
            'Import page: what the last import added; {source} is Letterboxd, IMDb or Trakt, {date} a date',
        },
        {
          count: data.added,
          source: sourceNames[data.source],
          date: intl.formatDate(data.created_at, { dateStyle: 'medium' }),
        },
      )}
    >
      <div>
        <UndoImportButton userId={userId} importId={data.id} onUndone={onUndone} />
      </div>
    </SectionCard>
  );
}
