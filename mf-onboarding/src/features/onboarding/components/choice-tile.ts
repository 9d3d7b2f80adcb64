import { css } from 'styled-components';
import { theme } from 'shared-ui';

/** The tile both onboarding choices are drawn as: centred, lighter on hover. */
export const choiceTile = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  height: 100%;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.semibold};
  text-align: center;
  cursor: pointer;

  &:hover {
    border-color: ${theme.colors.borderStrong};
    background: ${theme.colors.surfaceRaised};
  }
`;

/** A chosen tile: outlined in the accent. */
export const chosenTile = css`
  border-color: ${theme.colors.accent};
  background: ${theme.colors.surfaceRaised};
  box-shadow: inset 0 0 0 1px ${theme.colors.accent};
`;
