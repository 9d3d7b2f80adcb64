import { Check } from 'lucide-react';
import type { StreamingService } from 'shared-core';
import { ProviderLogo } from 'shared-ui';
import styled from 'styled-components';

const Tile = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-align: center;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    background ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.accent};
  }

  &:active {
    transform: scale(0.98);
  }
`;

const Mark = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
`;

export interface ServiceTileProps {
  service: StreamingService;
  selected: boolean;
  onToggle: (value: string) => void;
}

/** A toggle button: the logo and name of a service, marked when chosen. */
export function ServiceTile({ service, selected, onToggle }: ServiceTileProps) {
  return (
    <Tile type="button" aria-pressed={selected} onClick={() => onToggle(service.value)}>
      {selected && (
        <Mark aria-hidden>
          <Check size={14} strokeWidth={3} />
        </Mark>
      )}
      <span aria-hidden>
        <ProviderLogo name={service.name} logoUrl={service.logoUrl} size="lg" />
      </span>
      {service.name}
    </Tile>
  );
}
