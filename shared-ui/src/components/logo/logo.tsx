import { Play } from 'lucide-react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { theme } from '../../theme';

export type LogoVariant = 'standard' | 'plus';
export type LogoSize = 'sm' | 'md' | 'lg';

/** The brand's name and its premium tier's: names, never translated. */
const BRAND_FIRST = 'Watch';
const BRAND_SECOND = 'Where';
const PLUS = ' Plus';

const markSizes = { sm: 26, md: 32, lg: 44 } as const;
const textSizes = { sm: '1.05rem', md: '1.25rem', lg: '1.75rem' } as const;

interface LogoStyleProps {
  $variant: LogoVariant;
  $size: LogoSize;
}

const logoLayout = css<LogoStyleProps>`
  display: inline-flex;
  align-items: center;
  gap: ${({ $size }) => ($size === 'lg' ? '12px' : '8px')};
  color: ${theme.colors.text};
  font-size: ${({ $size }) => textSizes[$size]};
  font-weight: ${theme.typography.fontWeight.black};
  letter-spacing: ${theme.typography.letterSpacing.tight};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
`;

const LogoLink = styled(Link)<LogoStyleProps>`
  ${logoLayout}
  border-radius: ${theme.radii.sm};
  ${focusRing}
`;

const LogoStatic = styled.span<LogoStyleProps>`
  ${logoLayout}
`;

const Mark = styled.span<LogoStyleProps>`
  display: grid;
  place-items: center;
  width: ${({ $size }) => markSizes[$size]}px;
  height: ${({ $size }) => markSizes[$size]}px;
  border-radius: 28%;
  background: ${({ theme, $variant }) =>
    $variant === 'plus'
      ? theme.colors.plusGradient
      : `linear-gradient(135deg, ${theme.colors.accentHover} 0%, ${theme.colors.accent} 55%, #ff8a1f 100%)`};
  color: ${({ theme, $variant }) => ($variant === 'plus' ? theme.colors.onPlus : theme.colors.onAccent)};
  box-shadow: inset 0 1px 0 rgba(255, 255, 255, 0.35);
`;

const Where = styled.span<Pick<LogoStyleProps, '$variant'>>`
  color: ${({ theme, $variant }) => ($variant === 'plus' ? theme.colors.plus : theme.colors.accent)};
`;

const PlusTag = styled.span`
  padding: 3px 7px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.plusGradient};
  color: ${theme.colors.onPlus};
  font-size: 0.55em;
  font-weight: ${theme.typography.fontWeight.bold};
  letter-spacing: ${theme.typography.letterSpacing.wide};
  text-transform: uppercase;
`;

export interface LogoProps {
  /** "plus" is the premium brand: violet mark and a Plus tag. */
  variant?: LogoVariant;
  size?: LogoSize;
  /** Internal route the logo links to; `null` renders the brand without a link (e.g. in the footer). */
  to?: string | null;
}

export function Logo({ variant = 'standard', size = 'md', to = '/' }: LogoProps) {
  const content = (
    <>
      <Mark $variant={variant} $size={size} aria-hidden>
        <Play size={markSizes[size] * 0.5} fill="currentColor" strokeWidth={0} />
      </Mark>
      <span>
        {BRAND_FIRST}
        <Where $variant={variant}>{BRAND_SECOND}</Where>
      </span>
      {variant === 'plus' && <PlusTag>{PLUS}</PlusTag>}
    </>
  );
  if (to === null) {
    return (
      <LogoStatic $variant={variant} $size={size}>
        {content}
      </LogoStatic>
    );
  }
  return (
    <LogoLink to={to} $variant={variant} $size={size}>
      {content}
    </LogoLink>
  );
}
