import { Search, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useDismiss } from '../../hooks/use-dismiss';
import { useValueTypedEarly } from '../../hooks/use-value-typed-early';
import { IconButton } from '../icon-button';
import { Spinner } from '../spinner';
import { BareInput, InputBox } from '../text-field/field-parts';
import { VisuallyHidden } from '../visually-hidden';
import { SuggestionList, type SearchSuggestion } from './suggestion-list';
import { theme } from '../../theme';

const Form = styled.form`
  position: relative;
  width: 100%;
`;

const SearchBox = styled(InputBox)<{ $size: SearchInputSize }>`
  height: ${({ $size }) => ($size === 'lg' ? '56px' : '44px')};
  padding-left: ${theme.space.lg};
  border-radius: ${({ $size, theme }) => ($size === 'lg' ? theme.radii.lg : theme.radii.pill)};
  background: ${theme.colors.surfaceRaised};
  ${({ $size }) => $size === 'lg' && 'font-size: 1.0625rem;'}
`;

export type SearchInputSize = 'md' | 'lg';

/** An ARIA token, not words: the suggestions complete the text as a list. */
const AUTOCOMPLETE = 'list';

const messages = defineMessages({
  label: {
    defaultMessage: 'Search movies and TV shows',
    id: 'R2Jdsy',
    description: 'Search field: its name for screen readers and of its list of suggestions',
  },
  placeholder: {
    defaultMessage: 'Search movies and TV shows…',
    id: '5G02yj',
    description: 'Search field: placeholder text shown in the empty field',
  },
  loadingSuggestions: {
    defaultMessage: 'Loading suggestions',
    id: 'Fv5FkG',
    description: 'Search field: announced to screen readers while title suggestions load',
  },
  clear: {
    defaultMessage: 'Clear search',
    id: 'HmsbUp',
    description: 'Search field: label of the button that empties the field',
  },
});

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Suggestions for the current text; the caller decides when to fetch them (e.g. after 2 characters). */
  suggestions: readonly SearchSuggestion[];
  /** A suggestion was chosen with Enter or a click. */
  onSelect: (suggestion: SearchSuggestion) => void;
  /** Enter without a highlighted suggestion. Called only with non-blank text. */
  onSubmit: (query: string) => void;
  /** Accessible label of the field (default: "Search movies and TV shows", in the page's language). */
  label?: string;
  /** Default: "Search movies and TV shows…", in the page's language. */
  placeholder?: string;
  /** Shows a spinner in the field while suggestions load. */
  loading?: boolean;
  /** "lg" for the home hero. */
  size?: SearchInputSize;
  /** The most characters the field takes: typing stops there and a paste is cut to it. */
  maxLength?: number;
}

/**
 * Search field with a suggestions listbox (WAI-ARIA combobox): ArrowDown/ArrowUp move through
 * suggestions, Enter picks the highlighted one or submits the text; Escape, an outside click and
 * leaving the field close the list.
 */
export function SearchInput({
  value,
  onChange,
  suggestions,
  onSelect,
  onSubmit,
  label: labelProp,
  placeholder: placeholderProp,
  loading = false,
  size = 'md',
  maxLength,
}: SearchInputProps) {
  const intl = useIntl();
  const label = labelProp ?? intl.formatMessage(messages.label);
  const placeholder = placeholderProp ?? intl.formatMessage(messages.placeholder);
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listboxId = useId();

  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded ? suggestions.findIndex((s) => s.id === activeId) : -1;
  const activeSuggestion = suggestions[activeIndex];
  const optionId = (suggestion: SearchSuggestion) => `${listboxId}-${suggestion.id}`;

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };
  useDismiss(open, [formRef], close);

  // Text typed into the server's box before hydration is the owner's value from the start, with
  // its suggestions open as if just typed (the field has focus).
  useValueTypedEarly(inputRef, value, (typed, focused) => {
    onChange(typed);
    if (focused) setOpen(true);
  });

  const choose = (suggestion: SearchSuggestion) => {
    close();
    onSelect(suggestion);
  };

  const moveActive = (step: 1 | -1) => {
    if (!expanded) {
      setOpen(true);
      return;
    }
    const start = activeIndex === -1 ? (step === 1 ? -1 : 0) : activeIndex;
    const next = suggestions[(start + step + suggestions.length) % suggestions.length];
    setActiveId(next?.id ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && activeSuggestion) {
      event.preventDefault();
      choose(activeSuggestion);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = value.trim();
    if (!query) return;
    close();
    onSubmit(query);
  };

  return (
    <Form ref={formRef} role="search" onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        {label}
      </VisuallyHidden>
      <SearchBox $invalid={false} $size={size}>
        <Search size={size === 'lg' ? 22 : 18} aria-hidden />
        <BareInput
          ref={inputRef}
          id={inputId}
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete={AUTOCOMPLETE}
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={activeSuggestion ? optionId(activeSuggestion) : undefined}
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActiveId(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        {loading && <Spinner size={18} label={intl.formatMessage(messages.loadingSuggestions)} />}
        {value && (
          <IconButton
            size="sm"
            label={intl.formatMessage(messages.clear)}
            icon={<X size={18} />}
            onClick={() => {
              onChange('');
              inputRef.current?.focus();
            }}
          />
        )}
      </SearchBox>
      {expanded && (
        <SuggestionList
          id={listboxId}
          label={label}
          suggestions={suggestions}
          activeId={activeSuggestion?.id ?? null}
          optionId={optionId}
          onChoose={choose}
        />
      )}
    </Form>
  );
}
