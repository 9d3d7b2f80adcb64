import { Link2Off, MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { failureMessage } from 'shared-core';
import { Button, ButtonLink, focusRing, media, PageTitle, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { FormAlert } from '../../../components/form-alert';
import { NarrowPage } from '../../../components/narrow-page';
import {
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

const OUTCOMES = {
  unsubscribed: {
    icon: MailCheck,
    title: 'You are unsubscribed',
    text: 'WatchWhere will not email you alerts any more. You can still see them in the app, and turn emails back on in your notification settings.',
  },
  'invalid-link': {
    icon: Link2Off,
    title: 'This unsubscribe link is not valid',
    text: 'Open the link from the most recent alert email, or turn email notifications off in your notification settings.',
  },
} as const;

/** What the link led to, its heading focused when it follows the button's press. */
function Outcome({ outcome, focus }: { outcome: UnsubscribeOutcome; focus: boolean }) {
  useEffect(() => {
    // PageTitle takes no ref: the heading is found by its id, the page's only one.
    if (focus) document.getElementById(TITLE_ID)?.focus();
  }, [focus]);
  const { icon: Icon, title, text } = OUTCOMES[outcome];
  return (
    <NarrowPage as="section" gap="lg" aria-labelledby={TITLE_ID}>
      <Title id={TITLE_ID} tabIndex={-1} icon={<Icon size={28} aria-hidden />}>
        {title}
      </Title>
      <Text>{text}</Text>
      <Actions direction="row" wrap gap="md">
        <ButtonLink to={SETTINGS_PATH}>Notification settings</ButtonLink>
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
  const [params] = useSearchParams();
  const link = linkFrom(params);
  const [turnOff, result] = useTurnOffAlertEmailMutation();
  const failure = failureMessage(result);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (result.isError) failureRef.current?.focus();
  }, [result.isError]);

  if (!link) return <Outcome outcome="invalid-link" focus={false} />;
  if (result.data) return <Outcome outcome={result.data} focus />;
  return (
    <NarrowPage as="section" gap="lg" aria-labelledby={TITLE_ID}>
      <Title id={TITLE_ID} icon={<MailX size={28} aria-hidden />}>
        Stop alert emails?
      </Title>
      <Text>
        WatchWhere emails you when titles you follow reach your services. Turning alert emails off
        stops those mails; you will still see every alert in the app.
      </Text>
      {failure && (
        <FormAlert ref={failureRef} focusable>
          <strong>Alert emails are still on.</strong> {failure} Try again in a moment.
        </FormAlert>
      )}
      <Actions direction="row" wrap gap="md">
        <Button
          loading={result.isLoading}
          loadingLabel="Turning off..."
          onClick={() => void turnOff(link)}
        >
          {failure ? 'Try again' : 'Turn off alert emails'}
        </Button>
        <ButtonLink to={SETTINGS_PATH} variant="secondary">
          Notification settings
        </ButtonLink>
      </Actions>
    </NarrowPage>
  );
}
