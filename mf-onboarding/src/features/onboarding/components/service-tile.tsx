import { Check } from 'lucide-react';
import type { StreamingService } from 'shared-core';
import { focusRing, ProviderLogo, theme } from 'shared-ui';
import styled from 'styled-components';
import { choiceTile, chosenTile } from './choice-tile';

const Tile = styled.button`
  ${choiceTile}
  position: relative;
  gap: ${theme.space.md};
  width: 100%;
  padding: ${`${theme.space.xl} ${theme.space.md} ${theme.space.lg}`};
  color: ${theme.colors.text};
  transition:
    border-color ${theme.motion.fast},
    background ${theme.motion.fast},
    transform ${theme.motion.fast};

  ${focusRing}

  &[aria-pressed='true'] {
    ${chosenTile}
  }

  &:active {
    transform: scale(0.98);
  }
`;

const Mark = styled.span`
  position: absolute;
  top: ${theme.space.sm};
  right: ${theme.space.sm};
  display: grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
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
