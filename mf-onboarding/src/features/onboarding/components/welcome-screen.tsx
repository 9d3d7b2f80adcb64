import { Bell, Bookmark, Globe, Search } from 'lucide-react';
import { useRedirectTarget } from 'shared-core';
import { Button, ButtonLink, media, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { useFinishOnboarding } from '../hooks/use-finish-onboarding';
import { FeatureCard } from './feature-card';

const Root = styled(Stack)`
  max-width: 1040px;
  margin: 0 auto;
  padding: 72px ${theme.space.xl} 96px;
  text-align: center;
  background: radial-gradient(
    ellipse 60% 40% at 50% 0%,
    ${theme.colors.accentTint},
    transparent 70%
  );

  ${media.mobile} {
    gap: ${theme.space.xl};
    padding: ${`${theme.space.xxl} ${theme.space.lg} ${theme.space.xxxl}`};
  }
`;

const Eyebrow = styled.p`
  color: ${theme.colors.accent};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.bold};
  letter-spacing: ${theme.typography.letterSpacing.wide};
  text-transform: uppercase;
`;

const Title = styled.h1`
  max-width: 720px;
  font-size: ${theme.typography.fontSize.display};
  font-weight: ${theme.typography.fontWeight.black};
  letter-spacing: ${theme.typography.letterSpacing.tight};
  line-height: ${theme.typography.lineHeight.tight};

  ${media.mobile} {
    font-size: ${theme.typography.fontSize.xxl};
  }
`;

const Lead = styled.p`
  max-width: 600px;
  margin-top: ${theme.space.md};
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.lg};

  ${media.mobile} {
    font-size: ${theme.typography.fontSize.md};
  }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${theme.space.lg};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: left;

  ${media.down('desktop')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${theme.space.md};
  }
`;

const Actions = styled(Stack)`
  ${media.mobile} {
    flex-direction: column;
    width: 100%;
  }
`;

const FEATURES = [
  {
    icon: <Search size={22} />,
    title: 'Every service, one search',
    text: 'Find which streaming services offer any movie or TV show, in your country and beyond.',
  },
  {
    icon: <Globe size={22} />,
    title: 'VPN recommendations',
    text: 'Not streaming where you are? See which other countries have it and where a VPN can take you.',
  },
  {
    icon: <Bell size={22} />,
    title: 'Smart notifications',
    text: 'Hear the moment a title you want becomes available on one of your services.',
  },
  {
    icon: <Bookmark size={22} />,
    title: 'Personal watchlist',
    text: 'Save movies and shows to keep track of what you want to watch next.',
  },
];

/** /welcome: what the app does, then onboarding or straight in. */
export function WelcomeScreen() {
  const finish = useFinishOnboarding();
  const { carry } = useRedirectTarget();
  return (
    <Root as="section" align="center" gap="xxl" aria-labelledby="welcome-title">
      <div>
        <Eyebrow>Streaming, sorted</Eyebrow>
        <Title id="welcome-title">Welcome to WatchWhere</Title>
        <Lead>
          Tell us which services you have and where you watch, and we will show you where every
          movie and show is streaming.
        </Lead>
      </div>
      <Cards>
        {FEATURES.map((feature) => (
          <li key={feature.title}>
            <FeatureCard {...feature} />
          </li>
        ))}
      </Cards>
      <Actions direction="row" wrap justify="center" gap="md">
        <ButtonLink to={carry('/onboarding/services')} size="lg">
          Get Started
        </ButtonLink>
        <Button variant="ghost" size="lg" onClick={finish}>
          Skip for Now
        </Button>
      </Actions>
    </Root>
  );
}
