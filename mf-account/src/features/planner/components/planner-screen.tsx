import { CalendarRange, Lock } from 'lucide-react';
import { useIntl } from 'react-intl';
import { selectSessionStatus, useAppSelector, withRedirect } from 'shared-core';
import { ButtonLink, EmptyState, media, PageTitle, Skeleton, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { MemberPlanner } from './member-planner';

const Root = styled(Stack)`
  max-width: 1080px;
  margin: 0 auto;
  padding: ${`${theme.space.xxxl} ${theme.space.xl} 72px`};

  ${media.mobile} {
    padding: ${`${theme.space.xl} ${theme.space.lg} ${theme.space.xxxl}`};
  }
`;

const Intro = styled.p`
  max-width: 46rem;
  color: ${theme.colors.textMuted};
`;

const HEADING_ID = 'planner-title';

/** /planner: which services to pay for to watch the member's list, now and month by month. */
export function PlannerScreen() {
  const intl = useIntl();
  const session = useAppSelector(selectSessionStatus);
  return (
    <Root as="section" gap="xl" aria-labelledby={HEADING_ID}>
      <Stack gap="sm">
        <PageTitle id={HEADING_ID} icon={<CalendarRange size={28} aria-hidden />}>
          {intl.formatMessage({
            defaultMessage: 'Planner',
            id: 'Ka8skC',
            description: 'Planner page: page heading; the planner says which services to pay for',
          })}
        </PageTitle>
        <Intro>
          {intl.formatMessage({
            defaultMessage:
              'Which streaming services are worth paying for to watch your list, this month and in the months ahead.',
            id: 'RoVQIh',
            description: 'Planner page: text under the heading',
          })}
        </Intro>
      </Stack>
      {session === 'signedIn' ? (
        <MemberPlanner />
      ) : session === 'signedOut' ? (
        <EmptyState
          icon={<Lock size={28} />}
          title={intl.formatMessage({
            defaultMessage: 'Sign in to plan your services',
            id: 'GKC0+O',
            description: 'Planner page: title shown to a visitor who is not signed in',
          })}
          description={intl.formatMessage({
            defaultMessage:
              'The planner reads your watchlist and your Notify Me titles, then shows which services cover them and when to switch.',
            id: 'BMMio/',
            description:
              'Planner page: text shown to a visitor who is not signed in; "Notify Me" is the name of a button on title pages',
          })}
          action={
            <ButtonLink to={withRedirect('/auth', '/planner')}>
              {intl.formatMessage({
                defaultMessage: 'Sign In',
                id: '9dlVcL',
                description: 'Planner page: button shown to a visitor who is not signed in',
              })}
            </ButtonLink>
          }
        />
      ) : (
        <Skeleton height="240px" />
      )}
    </Root>
  );
}
