import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styled from 'styled-components';
import {
  buttonStyles,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './button-styles';

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  icon?: ReactNode;
}

/** An internal (react-router) link that looks like a Button, e.g. "Browse content". */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <StyledLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
      {icon}
      {children}
    </StyledLink>
  );
}
