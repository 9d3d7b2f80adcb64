import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { theme } from '../../theme';

const List = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  padding: 4px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  overflow-x: auto;
  scrollbar-width: none;
`;

const Tab = styled.button`
  flex: 1 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  height: 36px;
  padding: 0 ${theme.space.lg};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${theme.motion.fast},
    color ${theme.motion.fast};
  ${focusRing}

  &:hover {
    color: ${theme.colors.text};
  }

  &[aria-selected='true'] {
    background: ${theme.colors.surfaceHover};
    color: ${theme.colors.text};
    box-shadow: inset 0 -2px 0 ${theme.colors.accent};
  }
`;

const Panel = styled.div`
  padding-top: ${theme.space.xl};
  ${focusRing}
`;

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
  icon?: ReactNode;
  content: ReactNode;
}

export interface TabsProps<Id extends string> {
  /** Accessible name of the tab list, e.g. "Account sections". */
  label: string;
  items: ReadonlyArray<TabItem<Id>>;
  /** Controlled selected tab; leave undefined to let Tabs manage it (starting at `defaultValue`). */
  value?: Id;
  defaultValue?: Id;
  onChange?: (id: Id) => void;
}

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select. */
export function Tabs<Id extends string>({
  label,
  items,
  value,
  defaultValue,
  onChange,
}: TabsProps<Id>) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? items[0]?.id);
  const selectedId = value ?? uncontrolledValue;
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());

  const select = (id: Id) => {
    setUncontrolledValue(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.id === selectedId);
    const nextIndex = {
      ArrowRight: (index + 1) % items.length,
      ArrowLeft: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    const next = nextIndex === undefined ? undefined : items[nextIndex];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const selected = items.find((item) => item.id === selectedId);
  const selectedTabId = selected && `${baseId}-tab-${selected.id}`;
  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selectedId;
          const tabId = `${baseId}-tab-${item.id}`;
          const panelId = `${baseId}-panel-${item.id}`;
          return (
            <Tab
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(item.id)}
            >
              {item.icon}
              {item.label}
            </Tab>
          );
        })}
      </List>
      {selected && (
        <Panel
          role="tabpanel"
          id={`${baseId}-panel-${selected.id}`}
          aria-labelledby={selectedTabId}
          tabIndex={0}
        >
          {selected.content}
        </Panel>
      )}
    </div>
  );
}
