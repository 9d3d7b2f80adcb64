import { X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { contentPath, imageUrl, type WatchlistEntry } from 'shared-core';
import { IconButton, PosterCard, theme } from 'shared-ui';
import styled from 'styled-components';

const Cell = styled.div`
  position: relative;
`;

const Remove = styled.div`
  position: absolute;
  top: ${theme.space.sm};
  right: ${theme.space.sm};
  z-index: 2;

  & > button {
    background: rgba(9, 11, 16, 0.82);
    backdrop-filter: blur(6px);
  }
`;

export interface LibraryCardProps {
  entry: WatchlistEntry;
  imageBaseUrl: string | undefined;
  onRemove: (entry: WatchlistEntry) => void;
}

/** A saved title: its poster opens the detail page; the corner button removes it. */
export function LibraryCard({ entry, imageBaseUrl, onRemove }: LibraryCardProps) {
  const intl = useIntl();
  return (
    <Cell>
      <PosterCard
        title={entry.title}
        imageUrl={imageBaseUrl ? imageUrl(entry.poster_path, 'poster', imageBaseUrl) : null}
        year={entry.release_year ?? undefined}
        mediaType={entry.media_type}
        to={contentPath({ id: entry.tmdb_id, media_type: entry.media_type })}
      />
      <Remove>
        <IconButton
          size="sm"
          variant="secondary"
          label={intl.formatMessage(
            {
              defaultMessage: 'Remove {title} from your watchlist',
              id: 'b0GWog',
              description:
                'Library page: accessible name of the remove button on a saved title; title is a film or series name',
            },
            { title: entry.title },
          )}
          icon={<X size={16} aria-hidden />}
          onClick={() => onRemove(entry)}
        />
      </Remove>
    </Cell>
  );
}
