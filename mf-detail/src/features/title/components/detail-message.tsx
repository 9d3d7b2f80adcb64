import type { ReactNode } from 'react';
import { Stack, theme } from 'shared-ui';
import styled from 'styled-components';

const Root = styled(Stack)`
  min-height: 60vh;
  padding: ${`${theme.space.xxxl} ${theme.space.xl}`};
  text-align: center;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${theme.typography.fontSize.xxl};
`;

const Text = styled.p`
  margin: 0;
  max-width: 420px;
  color: ${theme.colors.textMuted};
`;

/** A full-page message: not found, missing id. */
export function DetailMessage({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Root as="section" align="center" justify="center" gap="lg">
      {icon}
      <Heading>{title}</Heading>
      {text && <Text>{text}</Text>}
      {action}
    </Root>
  );
}
