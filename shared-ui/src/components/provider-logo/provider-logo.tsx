import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme';

export type ProviderLogoSize = 'sm' | 'md' | 'lg';

const sizes = { sm: 28, md: 40, lg: 56 } as const;

const Frame = styled.span<{ $size: ProviderLogoSize }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size }) => sizes[$size]}px;
  height: ${({ $size }) => sizes[$size]}px;
  overflow: hidden;
  border-radius: ${({ $size }) => ($size === 'sm' ? '7px' : '11px')};
  background: ${theme.colors.surfaceHover};
  box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.08);
  color: ${theme.colors.text};
  font-size: ${({ $size }) => sizes[$size] * 0.36}px;
  font-weight: ${theme.typography.fontWeight.bold};
`;

const Image = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

export interface ProviderLogoProps {
  /** Provider name, e.g. "Netflix"; the image's alt text and the fallback initials. */
  name: string;
  /** Full logo URL; initials show when it is missing or fails to load. */
  logoUrl?: string | null;
  size?: ProviderLogoSize;
}

export function ProviderLogo({ name, logoUrl, size = 'md' }: ProviderLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(logoUrl) && failedUrl !== logoUrl;
  return (
    <Frame $size={size} title={name}>
      {showImage ? (
        <Image
          src={logoUrl ?? undefined}
          alt={name}
          loading="lazy"
          decoding="async"
          onError={() => setFailedUrl(logoUrl ?? null)}
        />
      ) : (
        <span role="img" aria-label={name}>
          {initials(name)}
        </span>
      )}
    </Frame>
  );
}
