import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing, theme } from 'shared-ui';
import styled, { css } from 'styled-components';

const row = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  width: 100%;
  padding: ${`${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  text-align: left;
`;

const StaticRow = styled.div`
  ${row}
`;

const ActionRow = styled.button`
  ${row}
  cursor: pointer;

  &:hover {
    background: ${theme.colors.surfaceRaised};
  }

  ${focusRing}
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceHover};
  color: ${theme.colors.accent};
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  font-weight: ${theme.typography.fontWeight.semibold};
`;

const Detail = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.regular};
`;

export interface SettingsRowProps {
  icon: ReactNode;
  label: string;
  detail?: string;
  /** Without it the row is information only. */
  onClick?: () => void;
  /** A static row's own controls, under its label; they carry the label as their name. */
  children?: ReactNode;
}

export function SettingsRow({ icon, label, detail, onClick, children }: SettingsRowProps) {
  const content = (
    <>
      <Icon aria-hidden>{icon}</Icon>
      <Text>
        {children ? <span aria-hidden>{label}</span> : label}
        {detail && <Detail>{detail}</Detail>}
        {children}
      </Text>
    </>
  );
  if (!onClick) return <StaticRow>{content}</StaticRow>;
  return (
    <ActionRow type="button" onClick={onClick}>
      {content}
      <ChevronRight size={18} aria-hidden />
    </ActionRow>
  );
}
