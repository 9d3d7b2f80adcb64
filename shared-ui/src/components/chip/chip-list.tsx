import { Children, isValidElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../../theme/media';
import { theme } from '../../theme';

const scrollOnPhones = css`
  ${media.mobile} {
    flex-wrap: nowrap;
    overflow-x: auto;
    scrollbar-width: none;
    /* Room for the focus ring, which would otherwise be clipped by the scroll box. */
    padding: 4px 2px;
    margin: -4px -2px;

    & > li {
      flex-shrink: 0;
    }
  }
`;

const List = styled.ul<{ $scroll: boolean; $mobileLimit?: number }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $scroll }) => $scroll && scrollOnPhones}

  ${({ $mobileLimit }) =>
    $mobileLimit !== undefined &&
    css`
      ${media.mobile} {
        & > li:nth-child(n + ${$mobileLimit + 1}) {
          display: none;
        }
      }
    `}
`;

export interface ChipListProps {
  /** One child per chip (usually Chips); each goes in its own list item. */
  children: ReactNode;
  'aria-label'?: string;
  'aria-hidden'?: boolean;
  /** On phones, one row that scrolls sideways instead of wrapping. */
  scrollOnMobile?: boolean;
  /** On phones, only the first this many chips show. */
  mobileLimit?: number;
}

/** A wrapping row of chips, as a list. */
export function ChipList({
  children,
  scrollOnMobile = false,
  mobileLimit,
  ...aria
}: ChipListProps) {
  return (
    <List $scroll={scrollOnMobile} $mobileLimit={mobileLimit} {...aria}>
      {Children.toArray(children).map((child, index) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : index}>{child}</li>
      ))}
    </List>
  );
}
