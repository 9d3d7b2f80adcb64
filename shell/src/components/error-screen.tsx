import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button, Stack, theme } from 'shared-ui';

const Screen = styled.section`
  display: grid;
  justify-items: center;
  gap: ${theme.space.lg};
  padding: ${`${theme.space.xxxl} ${theme.space.xl}`};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${theme.typography.fontSize.xxl};
`;

const Message = styled.p`
  margin: 0;
  max-width: 36rem;
  color: ${theme.colors.textMuted};
`;

const Details = styled.details`
  max-width: min(40rem, 100%);
  text-align: left;
  color: ${theme.colors.textMuted};

  pre {
    overflow: auto;
    white-space: pre-wrap;
    word-break: break-word;
    padding: ${theme.space.md};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
  }
`;

const messages = defineMessages({
  errorDetails: {
    defaultMessage: 'Error details',
    id: '5XvqkQ',
    description: 'Error screen: toggle showing the technical details of the error',
  },
  refreshPage: {
    defaultMessage: 'Refresh page',
    id: 'tGpBde',
    description: 'Error screen: button that reloads the page',
  },
});

export interface ErrorScreenProps {
  title: string;
  message: string;
  error?: Error;
  actions: ReactNode;
}

/** The error as a developer reads it (not translated): its name, message and stack. */
const technicalDetails = (error: Error) =>
  `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`;

export function ErrorScreen({ title, message, error, actions }: ErrorScreenProps) {
  return (
    <Screen role="alert">
      <Title>{title}</Title>
      <Message>{message}</Message>
      {error && (
        <Details>
          <summary>
            <FormattedMessage {...messages.errorDetails} />
          </summary>
          <pre>{technicalDetails(error)}</pre>
        </Details>
      )}
      <Stack direction="row" wrap justify="center" gap="md">
        {actions}
      </Stack>
    </Screen>
  );
}

export function RefreshPageButton() {
  return (
    <Button icon={<RefreshCw size={16} aria-hidden />} onClick={() => window.location.reload()}>
      <FormattedMessage {...messages.refreshPage} />
    </Button>
  );
}
