import { css } from 'styled-components';

/** The tile both onboarding choices are drawn as: centred, lighter on hover. */
export const choiceTile = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  height: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-align: center;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

/** A chosen tile: outlined in the accent. */
export const chosenTile = css`
  border-color: ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.accent};
`;
