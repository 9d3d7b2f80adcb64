import { Film, Tv } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme';

const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  background:
    radial-gradient(circle at 50% 35%, ${theme.colors.accentTint} 0%, transparent 60%),
    linear-gradient(160deg, ${theme.colors.surfaceHover} 0%, ${theme.colors.surface} 100%);
  color: ${theme.colors.textSubtle};
  text-align: center;
`;

const PlaceholderTitle = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.semibold};
`;

export const PosterImg = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  transition: transform ${theme.motion.normal} ${theme.motion.easing};
`;

export interface PosterImageProps {
  title: string;
  imageUrl?: string | null;
  mediaType?: 'movie' | 'tv';
  /** Above the fold: fetched at once and first, not lazily (it is likely the page's largest paint). */
  priority?: boolean;
}

/** Lazy poster image; a titled placeholder when the URL is missing or fails to load. */
export function PosterImage({
  title,
  imageUrl,
  mediaType = 'movie',
  priority = false,
}: PosterImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!imageUrl || failedUrl === imageUrl) {
    const Icon = mediaType === 'tv' ? Tv : Film;
    return (
      <Placeholder data-testid="poster-placeholder">
        <Icon size={36} strokeWidth={1.5} aria-hidden />
        <PlaceholderTitle aria-hidden>{title}</PlaceholderTitle>
      </Placeholder>
    );
  }
  return (
    <PosterImg
      src={imageUrl}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedUrl(imageUrl)}
    />
  );
}
