import { Link2Off, MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSearchParams } from 'react-router';
import { failureReason, useFailureMessage } from 'shared-core';
import { Button, ButtonLink, focusRing, media, PageTitle, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { FormAlert } from '../../../components/form-alert';
import { NarrowPage } from '../../../components/narrow-page';
import {
  statusOfFailure,
  UNREACHABLE,
  useTurnOffAlertEmailMutation,
  type UnsubscribeLink,
  type UnsubscribeOutcome,
} from '../api/turn-off-alert-email';

const SETTINGS_PATH = '/account?tab=notifications';
const TITLE_ID = 'unsubscribe-title';

const Title = styled(PageTitle)`
  border-radius: ${theme.radii.sm};
  ${focusRing}
`;

const Text = styled.p`
  max-width: 560px;
  color: ${theme.colors.textMuted};
`;

const Actions = styled(Stack)`
  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

/** `user` and `token` of the link, or null when either is missing or repeated. */
function linkFrom(params: URLSearchParams): UnsubscribeLink | null {
  const [user, ...moreUsers] = params.getAll('user');
  const [token, ...moreTokens] = params.getAll('token');
  if (!user || !token || moreUsers.length > 0 || moreTokens.length > 0) return null;
  return { user, token };
}

const OUTCOME_ICONS = { unsubscribed: MailCheck, 'invalid-link': Link2Off } as const;

/** The heading and text of what the link led to. */
function outcomeWords(intl: IntlShape, outcome: UnsubscribeOutcome) {
  if (outcome === 'unsubscribed') {
    return {
      title: intl.formatMessage({
        defaultMessage: 'You are unsubscribed',
        id: '2aVIuH',
        description: 'Unsubscribe page: heading once alert emails are turned off',
      }),
      text: intl.formatMessage({
        defaultMessage:
          'WatchWhere will not email you alerts any more. You can still see them in the app, and turn emails back on in your notification settings.',
        id: 'd/bPna',
        description: 'Unsubscribe page: text once alert emails are turned off',
      }),
    };
  }
  return {
    title: intl.formatMessage({
      defaultMessage: 'This unsubscribe link is not valid',
      id: 'nqfT4b',
      description: 'Unsubscribe page: heading when the link from the email is broken or not ours',
    }),
    text: intl.formatMessage({
      defaultMessage:
        'Open the link from the most recent alert email, or turn email notifications off in your notification settings.',
      id: 'fG4qMz',
      description: 'Unsubscribe page: text when the link from the email is broken or not ours',
    }),
  };
}

/** What the link led to, its heading focused when it follows the button's press. */
function Outcome({ outcome, focus }: { outcome: UnsubscribeOutcome; focus: boolean }) {
  useEffect(() => {
    // PageTitle takes no ref: the heading is found by its id, the page's only one.
    if (focus) document.getElementById(TITLE_ID)?.focus();
  }, [focus]);
  const intl = useIntl();
  const Icon = OUTCOME_ICONS[outcome];
  const { title, text } = outcomeWords(intl, outcome);
  return (
    <NarrowPage as="section" gap="lg" aria-labelledby={TITLE_ID}>
      <Title id={TITLE_ID} tabIndex={-1} icon={<Icon size={28} aria-hidden />}>
        {title}
      </Title>
      <Text>{text}</Text>
      <Actions direction="row" wrap gap="md">
        <ButtonLink to={SETTINGS_PATH}>
          {intl.formatMessage({
            defaultMessage: 'Notification settings',
            id: 'um2Znn',
            description: 'Unsubscribe page: button to the notification preferences',
          })}
        </ButtonLink>
      </Actions>
    </NarrowPage>
  );
}

/**
 * /unsubscribe?user=<id>&token=<signature>: where an alert mail's "Stop these emails" link lands,
 * for members and signed-out visitors alike. Opening it changes nothing (mail scanners open every
 * link of a mail); its one button asks the backend's `unsubscribe` function to turn alert email
 * off. Focus moves to what happened: the new heading, or the failure above its retry.
 */
export function UnsubscribeScreen() {
  const intl = useIntl();
  const failureMessage = useFailureMessage();
  const [params] = useSearchParams();
  const link = linkFrom(params);
  const [turnOff, result] = useTurnOffAlertEmailMutation();
  const reason = failureReason(result);
  const status = reason === null ? null : statusOfFailure(reason);
  const failure =
    reason === UNREACHABLE
      ? intl.formatMessage({
          defaultMessage: 'WatchWhere could not be reached: check your connection.',
          id: 'jvo5Xd',
          description:
            'Unsubscribe page: why turning alert emails off failed: no answer from the server',
        })
      : status !== null
        ? intl.formatMessage(
            {
              defaultMessage: 'WatchWhere could not save it (error {status}).',
              id: 'tVwcJk',
              description:
                'Unsubscribe page: why turning alert emails off failed: the server answered with an error; status is its HTTP status code, e.g. 500',
            },
            { status: String(status) },
          )
        : failureMessage(result);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (result.isError) failureRef.current?.focus();
  }, [result.isError]);

  if (!link) return <Outcome outcome="invalid-link" focus={false} />;
  if (result.data) return <Outcome outcome={result.data} focus />;
  return (
    <NarrowPage as="section" gap="lg" aria-labelledby={TITLE_ID}>
      <Title id={TITLE_ID} icon={<MailX size={28} aria-hidden />}>
        {intl.formatMessage({
          defaultMessage: 'Stop alert emails?',
          id: 'h1RiGT',
          description: 'Unsubscribe page: page heading',
        })}
      </Title>
      <Text>
        {intl.formatMessage({
          defaultMessage:
            'WatchWhere emails you when titles you follow reach your services. Turning alert emails off stops those mails; you will still see every alert in the app.',
          id: 'clolIW',
          description: 'Unsubscribe page: text under the heading',
        })}
      </Text>
      {failure && (
        <FormAlert ref={failureRef} focusable>
          {intl.formatMessage(
            {
              defaultMessage:
                '<strong>Alert emails are still on.</strong> {reason} Try again in a moment.',
              id: 'GjlTym',
              description:
                'Unsubscribe page: error when turning alert emails off failed; reason is a sentence saying why',
            },
            { strong: (chunks) => <strong>{chunks}</strong>, reason: failure },
          )}
        </FormAlert>
      )}
      <Actions direction="row" wrap gap="md">
        <Button
          loading={result.isLoading}
          loadingLabel={intl.formatMessage({
            defaultMessage: 'Turning off…',
            id: 'b21INy',
            description: 'Unsubscribe page: the button while alert emails are turned off',
          })}
          onClick={() => void turnOff(link)}
        >
          {failure
            ? intl.formatMessage({
                defaultMessage: 'Try again',
                id: 'XNfjDy',
                description: 'Unsubscribe page: button retrying after a failure',
              })
            : intl.formatMessage({
                defaultMessage: 'Turn off alert emails',
                id: '0qNi0Q',
                description: 'Unsubscribe page: button that turns alert emails off',
              })}
        </Button>
        <ButtonLink to={SETTINGS_PATH} variant="secondary">
          {intl.formatMessage({
            defaultMessage: 'Notification settings',
            id: 'um2Znn',
            description: 'Unsubscribe page: button to the notification preferences',
          })}
        </ButtonLink>
      </Actions>
    </NarrowPage>
  );
}
