import { Star } from 'lucide-react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { theme } from '../../theme';

export type RatingSource = 'imdb' | 'rottenTomatoes' | 'tmdb';

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const ImdbMark = styled.span`
  padding: 2px 5px;
  border-radius: 4px;
  background: ${theme.colors.imdb};
  color: ${theme.colors.onImdb};
  font-size: 0.72rem;
  font-weight: ${theme.typography.fontWeight.black};
  letter-spacing: -0.01em;
`;

/** TMDB's user score, in TMDB's colours; a word rather than a star, so it never passes for IMDb. */
const TmdbMark = styled(ImdbMark)`
  background: ${theme.colors.tmdb};
  color: ${theme.colors.onTmdb};
`;

/** A tomato drawn in CSS: a red disc with a green stalk (no bitmap, no emoji font needed). */
const TomatoMark = styled.span`
  position: relative;
  width: 16px;
  height: 15px;
  border-radius: 50% 50% 48% 48%;
  background: radial-gradient(
    circle at 35% 35%,
    #ff8a70 0%,
    ${theme.colors.tomato} 45%,
    #d1260b 100%
  );

  &::before {
    content: '';
    position: absolute;
    top: -3px;
    left: 4px;
    width: 8px;
    height: 5px;
    border-radius: 50%;
    background: #3fae49;
  }
`;

const StarMark = styled(Star)`
  color: ${theme.colors.imdb};
`;

/** The marks drawn for IMDb and TMDB: brand names, never translated. */
const IMDB = 'IMDb';
const TMDB = 'TMDB';

/** What a screen reader hears: whose rating it is, and the value. */
const labels = defineMessages<Record<RatingSource, { rating: string }>>({
  imdb: {
    defaultMessage: 'IMDb rating {rating} out of 10',
    id: 'SUWEpq',
    description: 'Rating badge, read by screen readers: an IMDb rating, e.g. "7.8"',
  },
  rottenTomatoes: {
    defaultMessage: 'Rotten Tomatoes rating {rating}',
    id: 'Z2a06t',
    description:
      'Rating badge, read by screen readers: a Rotten Tomatoes score, a percentage, e.g. "78%"',
  },
  tmdb: {
    defaultMessage: 'TMDB user score {rating} out of 10',
    id: 'PnjAqb',
    description: 'Rating badge, read by screen readers: TMDB\'s users\' average score, e.g. "7.3"',
  },
});

export interface RatingProps {
  /** Whose rating it is: IMDb's, Rotten Tomatoes', or TMDB's user score. */
  source: RatingSource;
  /** IMDb and TMDB: 0–10. Rotten Tomatoes: 0–100 (percent). Nothing renders at 0 or below. */
  value: number;
  /** "compact" draws IMDb as a star, for poster cards. */
  appearance?: 'full' | 'compact';
}

function formatRating(intl: IntlShape, source: RatingSource, value: number): string {
  return source === 'rottenTomatoes'
    ? intl.formatNumber(Math.round(value) / 100, { style: 'percent' })
    : intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function Rating({ source, value, appearance = 'full' }: RatingProps) {
  const intl = useIntl();
  if (!(value > 0)) return null;
  const text = formatRating(intl, source, value);
  return (
    <Root aria-label={intl.formatMessage(labels[source], { rating: text })} role="img">
      {source === 'rottenTomatoes' ? (
        <TomatoMark aria-hidden />
      ) : source === 'tmdb' ? (
        <TmdbMark aria-hidden>{TMDB}</TmdbMark>
      ) : appearance === 'compact' ? (
        <StarMark size={14} fill="currentColor" strokeWidth={0} aria-hidden />
      ) : (
        <ImdbMark aria-hidden>{IMDB}</ImdbMark>
      )}
      <span aria-hidden>{text}</span>
    </Root>
  );
}
