import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDismiss } from '../../hooks/use-dismiss';
import { focusRing } from '../../theme/mixins';
import { theme } from '../../theme';

const Anchor = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  height: 40px;
  padding: 0 ${theme.space.md} 0 ${theme.space.lg};
  border: 1px solid
    ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.borderStrong)};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.semibold};
  cursor: pointer;
  transition: background ${theme.motion.fast};
  ${focusRing}

  &:hover {
    background: ${theme.colors.surfaceHover};
  }

  & > svg:last-child {
    transition: transform ${theme.motion.normal};
  }

  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div<{ $align: PopoverAlign }>`
  position: absolute;
  top: calc(100% + 8px);
  ${({ $align }) => ($align === 'start' ? 'left: 0;' : 'right: 0;')}
  z-index: ${theme.zIndices.dropdown};
  min-width: 240px;
  max-width: min(360px, calc(100vw - 32px));
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadows.raised};

  &:focus {
    outline: none;
  }
`;

export type PopoverAlign = 'start' | 'end';

export interface PopoverProps {
  /** Content of the trigger button, e.g. "Platforms". */
  trigger: ReactNode;
  /** Accessible name of the panel. */
  title: string;
  children: ReactNode;
  /** Highlights the trigger, e.g. when a filter inside is set. */
  active?: boolean;
  align?: PopoverAlign;
  /** Controlled open state; leave undefined to let the popover manage it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A non-modal panel under a trigger; closes on Escape (focus back to the trigger) and on an outside click. */
export function Popover({
  trigger,
  title,
  children,
  active = false,
  align = 'start',
  open: controlledOpen,
  onOpenChange,
}: PopoverProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const anchorRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  useDismiss(open, [anchorRef], (reason) => {
    setOpen(false);
    if (reason === 'escape') triggerRef.current?.focus();
  });

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  return (
    <Anchor ref={anchorRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        $active={active}
        onClick={() => setOpen(!open)}
      >
        {trigger}
        <ChevronDown size={16} aria-hidden />
      </Trigger>
      {open && (
        <Panel
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={title}
          tabIndex={-1}
          $align={align}
        >
          {children}
        </Panel>
      )}
    </Anchor>
  );
}
