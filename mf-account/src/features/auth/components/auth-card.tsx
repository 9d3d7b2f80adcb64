import { Clapperboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { media, theme } from 'shared-ui';
import styled from 'styled-components';

const TITLE_ID = 'auth-title';

const Root = styled.section`
  display: flex;
  justify-content: center;
  padding: ${`${theme.space.xxxl} ${theme.space.lg} 72px`};
  background: radial-gradient(
    ellipse 50% 35% at 50% 0%,
    ${theme.colors.accentTint},
    transparent 70%
  );

  ${media.mobile} {
    padding: ${`${theme.space.xl} ${theme.space.lg} ${theme.space.xxxl}`};
  }
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
  width: min(440px, 100%);
  padding: ${theme.space.xxl};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.xl};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.raised};

  ${media.mobile} {
    padding: ${theme.space.xl};
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  text-align: center;
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${theme.space.xs};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
`;

const Title = styled.h1`
  font-size: ${theme.typography.fontSize.xxl};
  font-weight: ${theme.typography.fontWeight.black};
  letter-spacing: ${theme.typography.letterSpacing.tight};
`;

const Lead = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.xs};
  letter-spacing: ${theme.typography.letterSpacing.wide};
  text-transform: uppercase;

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${theme.colors.border};
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
  const intl = useIntl();
  return (
    <Root aria-labelledby={TITLE_ID}>
      <Card>
        <Header>
          <Mark aria-hidden>
            <Clapperboard size={24} />
          </Mark>
          <Title id={TITLE_ID}>{title}</Title>
          {lead && <Lead>{lead}</Lead>}
        </Header>
        {children}
        {footer && (
          <>
            <Divider>
              {intl.formatMessage({
                defaultMessage: 'or continue with',
                id: 'v+/fBu',
                description: 'Auth page: divider above the Google and Apple sign-in buttons',
              })}
            </Divider>
            {footer}
          </>
        )}
      </Card>
    </Root>
  );
}
