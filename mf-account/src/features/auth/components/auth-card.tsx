import { Clapperboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { media } from 'shared-ui';
import styled from 'styled-components';

const Root = styled.section`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg} 72px`};
  background: radial-gradient(
    ellipse 50% 35% at 50% 0%,
    ${({ theme }) => theme.colors.accentTint},
    transparent 70%
  );

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxxl}`};
  }
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  width: min(440px, 100%);
  padding: ${({ theme }) => theme.space.xxl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.fontSize.xxl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.black};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.tight};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.wide};
  text-transform: uppercase;

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

export interface AuthCardProps {
  title: string;
  lead?: string;
  /** Below an "or continue with" divider: the provider buttons. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The centred card every /auth state is drawn in. */
export function AuthCard({ title, lead, footer, children }: AuthCardProps) {
  return (
    <Root aria-labelledby="auth-title">
      <Card>
        <Header>
          <Mark aria-hidden>
            <Clapperboard size={24} />
          </Mark>
          <Title id="auth-title">{title}</Title>
          {lead && <Lead>{lead}</Lead>}
        </Header>
        {children}
        {footer && (
          <>
            <Divider>or continue with</Divider>
            {footer}
          </>
        )}
      </Card>
    </Root>
  );
}
