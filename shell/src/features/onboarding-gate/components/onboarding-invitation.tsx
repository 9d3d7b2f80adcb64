import { SlidersHorizontal } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { hasChoices, useAppSelector, withRedirect } from 'shared-core';
import { ButtonLink, media, theme } from 'shared-ui';
import styled from 'styled-components';

const Bar = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${`${theme.space.sm} ${theme.space.lg}`};
  padding: ${`${theme.space.md} ${theme.space.xl}`};
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};

  ${media.mobile} {
    padding: ${`${theme.space.md} ${theme.space.lg}`};
  }
`;

const Text = styled.p`
  margin: 0;
`;

const messages = defineMessages({
  invitation: {
    defaultMessage: 'Pick your streaming services and country to see where you can watch.',
    id: 'R0lcpM',
    description:
      'Invitation bar above a page for a newcomer who has not chosen their streaming services and country yet',
  },
  chooseServices: {
    defaultMessage: 'Choose services',
    id: 'zph/+S',
    description:
      'Invitation bar: button opening the steps to choose streaming services and country',
  },
});

/** Pages where choosing services and a country is the page itself, or beside the point. */
const WITHOUT_INVITATION = /^\/(welcome|onboarding|auth|unsubscribe)(\/|$)/;

/**
 * A newcomer who followed a link sees the page it names, with this short invitation: choosing their
 * services and country opens the onboarding steps, which come back to the page.
 */
export function OnboardingInvitation() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const onboarded = useAppSelector((state) => hasChoices(state.preferences));
  if (onboarded || WITHOUT_INVITATION.test(pathname)) return null;
  return (
    <Bar
      aria-label={intl.formatMessage({
        defaultMessage: 'Personalize',
        id: 'MKZ04N',
        description: 'Invitation bar above a page for a newcomer: its name, read by screen readers',
      })}
    >
      <Text>
        <FormattedMessage {...messages.invitation} />
      </Text>
      <ButtonLink
        size="sm"
        variant="secondary"
        icon={<SlidersHorizontal size={16} aria-hidden />}
        to={withRedirect('/onboarding/services', `${pathname}${search}`)}
      >
        <FormattedMessage {...messages.chooseServices} />
      </ButtonLink>
    </Bar>
  );
}
