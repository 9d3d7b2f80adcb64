import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
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

export interface ErrorScreenProps {
  title: string;
  message: string;
  error?: Error;
  actions: ReactNode;
}

export function ErrorScreen({ title, message, error, actions }: ErrorScreenProps) {
  return (
    <Screen role="alert">
      <Title>{title}</Title>
      <Message>{message}</Message>
      {error && (
        <Details>
          <summary>Error details</summary>
          <pre>{`${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`}</pre>
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
      Refresh page
    </Button>
  );
}
