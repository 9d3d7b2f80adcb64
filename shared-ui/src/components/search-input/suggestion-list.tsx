import { Film } from 'lucide-react';
import styled from 'styled-components';
import { theme } from '../../theme';

export interface SearchSuggestion {
  id: string;
  label: string;
  /** Second line, e.g. "2010 · Movie". */
  description?: string;
  /** Small poster; a film icon shows without one. */
  imageUrl?: string | null;
}

const Listbox = styled.ul`
  position: absolute;
  top: calc(100% + 8px);
  left: 0;
  right: 0;
  z-index: ${theme.zIndices.dropdown};
  max-height: min(420px, 60vh);
  margin: 0;
  padding: ${theme.space.xs};
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadows.raised};
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.md};
  cursor: pointer;

  &:hover,
  &[aria-selected='true'] {
    background: ${theme.colors.surfaceHover};
  }

  &[aria-selected='true'] {
    box-shadow: inset 3px 0 0 ${theme.colors.accent};
  }
`;

const Thumb = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 32px;
  height: 48px;
  overflow: hidden;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceHover};
  color: ${theme.colors.textSubtle};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Texts = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Label = styled.span`
  overflow: hidden;
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Description = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.xs};
`;

export interface SuggestionListProps {
  id: string;
  label: string;
  suggestions: readonly SearchSuggestion[];
  activeId: string | null;
  optionId: (suggestion: SearchSuggestion) => string;
  onChoose: (suggestion: SearchSuggestion) => void;
}

export function SuggestionList({
  id,
  label,
  suggestions,
  activeId,
  optionId,
  onChoose,
}: SuggestionListProps) {
  return (
    <Listbox id={id} role="listbox" aria-label={label}>
      {suggestions.map((suggestion) => (
        <Option
          key={suggestion.id}
          id={optionId(suggestion)}
          role="option"
          aria-selected={suggestion.id === activeId}
          // Keep focus in the input so the combobox stays the focused element.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion)}
        >
          <Thumb aria-hidden>
            {suggestion.imageUrl ? (
              <img src={suggestion.imageUrl} alt="" loading="lazy" />
            ) : (
              <Film size={16} />
            )}
          </Thumb>
          <Texts>
            <Label>{suggestion.label}</Label>
            {suggestion.description && <Description>{suggestion.description}</Description>}
          </Texts>
        </Option>
      ))}
    </Listbox>
  );
}
