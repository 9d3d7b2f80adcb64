import styled from 'styled-components';
import type { Theme } from '../../theme/theme';

export type StackGap = keyof Theme['space'];
export type StackAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type StackJustify = 'start' | 'center' | 'end' | 'space-between';

export interface StackProps {
  /** `column` (default) stacks the children, `row` lines them up. */
  direction?: 'column' | 'row';
  /** Space between the children, a theme space key. */
  gap?: StackGap;
  /** Cross-axis alignment (`align-items`). */
  align?: StackAlign;
  /** Main-axis distribution (`justify-content`). */
  justify?: StackJustify;
  /** Lets the children wrap onto more lines. */
  wrap?: boolean;
}

const flexValue = (value: StackAlign | StackJustify) =>
  value === 'start' || value === 'end' ? `flex-${value}` : value;

const layoutProps = new Set<string>(['direction', 'gap', 'align', 'justify', 'wrap']);

/**
 * A flex container that spaces its children with a theme gap. Render it as any element with
 * `as` (`<Stack as="section" gap="md">`) and extend it with `styled(Stack)`; its layout props
 * never reach the DOM.
 */
export const Stack = styled.div.withConfig({
  shouldForwardProp: (prop) => !layoutProps.has(prop),
})<StackProps>`
  display: flex;
  flex-direction: ${({ direction = 'column' }) => direction};
  ${({ wrap }) => wrap && 'flex-wrap: wrap;'}
  ${({ align }) => align && `align-items: ${flexValue(align)};`}
  ${({ justify }) => justify && `justify-content: ${flexValue(justify)};`}
  ${({ gap, theme }) => gap && `gap: ${theme.space[gap]};`}
`;
