import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { Rating, type RatingSource } from '../rating';
import { VisuallyHidden } from '../visually-hidden';
import { PosterImage, PosterImg } from './poster-image';
import { theme } from '../../theme';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 2 / 3;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadows.card};
  transition:
    transform ${theme.motion.normal} ${theme.motion.easing},
    box-shadow ${theme.motion.normal};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.07);
    background: linear-gradient(180deg, rgba(9, 11, 16, 0.55) 0%, transparent 28%);
    pointer-events: none;
  }
`;

const cardLink = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  min-width: 0;
  border-radius: ${theme.radii.lg};
  color: inherit;
  text-decoration: none;
  outline: none;

  &:hover ${Frame}, &:focus-visible ${Frame} {
    transform: translateY(-4px);
    box-shadow: ${theme.shadows.glow};
  }

  &:hover ${PosterImg}, &:focus-visible ${PosterImg} {
    transform: scale(1.04);
  }

  &:focus-visible ${Frame} {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 3px;
  }
`;

const InternalLink = styled(Link)`
  ${cardLink}
`;

const ExternalAnchor = styled.a`
  ${cardLink}
`;

const Overlay = styled.div`
  position: absolute;
  top: ${theme.space.sm};
  left: ${theme.space.sm};
  right: ${theme.space.sm};
  z-index: 1;
  display: flex;
  gap: ${theme.space.xs};
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 24px;
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  background: rgba(9, 11, 16, 0.78);
  backdrop-filter: blur(6px);
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.xs};
  font-weight: ${theme.typography.fontWeight.bold};
  letter-spacing: 0.02em;
`;

const TvChip = styled(Chip)`
  margin-left: auto;
  color: ${theme.colors.accent};
`;

const Caption = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 0 2px;
`;

const Title = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.semibold};
  line-height: 1.3;
`;

const Meta = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.xs};
`;

/** Its own line under the year and type, e.g. "Netflix · Added 20 Nov"; wraps rather than cut the date. */
const Note = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.xs};
  font-weight: ${theme.typography.fontWeight.semibold};
  line-height: 1.35;
`;

const messages = defineMessages<{
  movie: NoMessageValues;
  tvShow: NoMessageValues;
  tvBadge: NoMessageValues;
  yearAndType: { year: string; type: string };
}>({
  movie: {
    defaultMessage: 'Movie',
    id: 'MvCBhR',
    description: 'Poster card: the kind of title, under its name',
  },
  tvShow: {
    defaultMessage: 'TV Show',
    id: 'VcFhgR',
    description: 'Poster card: the kind of title (a TV series), under its name',
  },
  tvBadge: {
    defaultMessage: 'TV',
    id: 'pqpX96',
    description: 'Poster card: very short badge on the poster of a TV show (a few letters at most)',
  },
  yearAndType: {
    defaultMessage: '{year} · {type}',
    id: 'wVViI/',
    description: 'Poster card: release year and kind of title, under its name, e.g. "2010 · Movie"',
  },
});

export interface PosterCardProps {
  title: string;
  /** Full poster URL; a placeholder shows when missing or broken. */
  imageUrl?: string | null;
  year?: number | string;
  mediaType?: 'movie' | 'tv';
  /** The rating's value, on its source's scale (0–10, or 0–100 for Rotten Tomatoes); hidden at 0. */
  rating?: number;
  /** Whose rating it is (default IMDb): labelled as such, never passed off as another's. */
  ratingSource?: RatingSource;
  /** Internal route, e.g. "/movie/603". */
  to: string;
  /** When set, the card opens this address in a new tab instead of `to`. */
  externalUrl?: string;
  onClick?: () => void;
  /** One more line under the year and type, e.g. where and when the title arrives. */
  note?: string;
  /** Above the fold: the poster loads at once with high priority instead of lazily. */
  priority?: boolean;
}

export function PosterCard({
  title,
  imageUrl,
  year,
  mediaType = 'movie',
  rating,
  ratingSource = 'imdb',
  to,
  externalUrl,
  onClick,
  note,
  priority,
}: PosterCardProps) {
  const intl = useIntl();
  const typeLabel = intl.formatMessage(mediaType === 'tv' ? messages.tvShow : messages.movie);
  const meta = year
    ? intl.formatMessage(messages.yearAndType, { year: String(year), type: typeLabel })
    : typeLabel;
  const content: ReactNode = (
    <>
      <Frame>
        <Overlay>
          {rating !== undefined && rating > 0 && (
            <Chip>
              <Rating source={ratingSource} value={rating} appearance="compact" />
            </Chip>
          )}
          {mediaType === 'tv' && (
            <TvChip aria-hidden>{intl.formatMessage(messages.tvBadge)}</TvChip>
          )}
        </Overlay>
        <PosterImage title={title} imageUrl={imageUrl} mediaType={mediaType} priority={priority} />
      </Frame>
      <Caption>
        <Title>{title}</Title>
        <Meta>
          {meta}
          {externalUrl && (
            <>
              <ExternalLink size={12} aria-hidden />
              <VisuallyHidden>
                {intl.formatMessage({
                  defaultMessage: '(opens in a new tab)',
                  id: 'Ff2gof',
                  description:
                    "Poster card linking to another site: read by screen readers after the title's name",
                })}
              </VisuallyHidden>
            </>
          )}
        </Meta>
        {note && <Note>{note}</Note>}
      </Caption>
    </>
  );
  if (externalUrl) {
    return (
      <ExternalAnchor
        href={externalUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
      >
        {content}
      </ExternalAnchor>
    );
  }
  return (
    <InternalLink to={to} onClick={onClick}>
      {content}
    </InternalLink>
  );
}
