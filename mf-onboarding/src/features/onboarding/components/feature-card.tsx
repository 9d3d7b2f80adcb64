import type { ReactNode } from 'react';
import { Stack, theme } from 'shared-ui';
import styled from 'styled-components';

const Card = styled(Stack)`
  height: 100%;
  padding: ${theme.space.xl};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-bottom: ${theme.space.xs};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.accentTint};
  color: ${theme.colors.accent};
`;

const Title = styled.h2`
  font-size: ${theme.typography.fontSize.md};
  font-weight: ${theme.typography.fontWeight.bold};
`;

const Text = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
  line-height: ${theme.typography.lineHeight.normal};
`;

export function FeatureCard({
  icon,
  title,
  text,
}: {
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <Card as="article" gap="sm">
      <Icon aria-hidden>{icon}</Icon>
      <Title>{title}</Title>
      <Text>{text}</Text>
    </Card>
  );
}
