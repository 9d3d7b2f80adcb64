import { Bell, Bookmark, Globe, Search } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
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

const messages = defineMessages({
  searchTitle: {
    defaultMessage: 'Every service, one search',
    id: 'Luzz3a',
    description:
      'Welcome page: heading of the feature card about searching every streaming service',
  },
  searchText: {
    defaultMessage:
      'Find which streaming services offer any movie or TV show, in your country and beyond.',
    id: 'rHLz/g',
    description: 'Welcome page: text of the feature card about searching every streaming service',
  },
  vpnTitle: {
    defaultMessage: 'VPN recommendations',
    id: 'vKmhlO',
    description: 'Welcome page: heading of the feature card about watching abroad with a VPN',
  },
  vpnText: {
    defaultMessage:
      'Not streaming where you are? See which other countries have it and where a VPN can take you.',
    id: 'g6e9Vc',
    description: 'Welcome page: text of the feature card about watching abroad with a VPN',
  },
  notificationsTitle: {
    defaultMessage: 'Smart notifications',
    id: 'bZ4Oye',
    description: 'Welcome page: heading of the feature card about availability alerts',
  },
  notificationsText: {
    defaultMessage: 'Hear the moment a title you want becomes available on one of your services.',
    id: 'MNCuDI',
    description: 'Welcome page: text of the feature card about availability alerts',
  },
  watchlistTitle: {
    defaultMessage: 'Personal watchlist',
    id: 'NF1y75',
    description: 'Welcome page: heading of the feature card about the watchlist',
  },
  watchlistText: {
    defaultMessage: 'Save movies and TV shows to keep track of what you want to watch next.',
    id: '3+iIRB',
    description: 'Welcome page: text of the feature card about the watchlist',
  },
});

const FEATURES = [
  {
    key: 'search',
    icon: <Search size={22} />,
    title: messages.searchTitle,
    text: messages.searchText,
  },
  {
    key: 'vpn',
    icon: <Globe size={22} />,
    title: messages.vpnTitle,
    text: messages.vpnText,
  },
  {
    key: 'notifications',
    icon: <Bell size={22} />,
    title: messages.notificationsTitle,
    text: messages.notificationsText,
  },
  {
    key: 'watchlist',
    icon: <Bookmark size={22} />,
    title: messages.watchlistTitle,
    text: messages.watchlistText,
  },
];

/** The heading's element id: it names the section. */
const TITLE_ID = 'welcome-title';

/** /welcome: what the app does, then onboarding or straight in. */
export function WelcomeScreen() {
  const intl = useIntl();
  const finish = useFinishOnboarding();
  const { carry } = useRedirectTarget();
  return (
    <Root as="section" align="center" gap="xxl" aria-labelledby={TITLE_ID}>
      <div>
        <Eyebrow>
          {intl.formatMessage({
            defaultMessage: 'Streaming, sorted',
            id: 'evH5OK',
            description: 'Welcome page: short tagline above the heading (shown in capitals)',
          })}
        </Eyebrow>
        <Title id={TITLE_ID}>
          {intl.formatMessage({
            defaultMessage: 'Welcome to WatchWhere',
            id: 'g0h99m',
            description: "Welcome page: main heading (WatchWhere is the product's name: keep it)",
          })}
        </Title>
        <Lead>
          {intl.formatMessage({
            defaultMessage:
              'Tell us which services you have and where you watch, and we will show you where every movie and TV show is streaming.',
            id: 'mehjZY',
            description: 'Welcome page: text under the heading, introducing the two setup steps',
          })}
        </Lead>
      </div>
      <Cards>
        {FEATURES.map(({ key, icon, title, text }) => (
          <li key={key}>
            <FeatureCard
              icon={icon}
              title={intl.formatMessage(title)}
              text={intl.formatMessage(text)}
            />
          </li>
        ))}
      </Cards>
      <Actions direction="row" wrap justify="center" gap="md">
        <ButtonLink to={carry('/onboarding/services')} size="lg">
          {intl.formatMessage({
            defaultMessage: 'Get Started',
            id: 'AIOonh',
            description: 'Welcome page: button starting the setup steps',
          })}
        </ButtonLink>
        <Button variant="ghost" size="lg" onClick={finish}>
          {intl.formatMessage({
            defaultMessage: 'Skip for Now',
            id: '3gb4tZ',
            description: 'Welcome page: button skipping setup and going straight into the app',
          })}
        </Button>
      </Actions>
    </Root>
  );
}
