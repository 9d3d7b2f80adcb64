import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { SearchInput } from './search-input';
import type { SearchSuggestion } from './suggestion-list';

const suggestions: SearchSuggestion[] = [
  { id: '27205', label: 'Inception', description: '2010 · Movie' },
  { id: '157336', label: 'Interstellar', description: '2014 · Movie' },
  { id: 'tv_1399', label: 'Game of Thrones', description: '2011 · TV Show' },
];

function setup({ maxLength }: { maxLength?: number } = {}) {
  const onSelect = jest.fn();
  const onSubmit = jest.fn();
  function Harness() {
    const [value, setValue] = useState('');
    return (
      <>
        <SearchInput
          value={value}
          onChange={setValue}
          suggestions={value.length > 1 ? suggestions : []}
          onSelect={onSelect}
          onSubmit={onSubmit}
          maxLength={maxLength}
        />
        <p>Outside</p>
      </>
    );
  }
  renderWithTheme(<Harness />);
  return {
    onSelect,
    onSubmit,
    input: screen.getByRole('combobox', { name: 'Search movies and TV shows' }),
  };
}

describe('SearchInput', () => {
  it('opens the listbox when there are suggestions', async () => {
    const { input } = setup();
    await userEvent.type(input, 'i');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'n');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('moves the active option with the arrow keys, wrapping around', async () => {
    const { input } = setup();
    await userEvent.type(input, 'in');
    await userEvent.keyboard('{ArrowDown}');
    const [first, second, third] = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', second!.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', third!.id);
    expect(input).toHaveFocus();
  });

  it('picks the active suggestion with Enter and closes the list', async () => {
    const { input, onSelect, onSubmit } = setup();
    await userEvent.type(input, 'in');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(suggestions[1]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits the trimmed text with Enter when no suggestion is active, never blank text', async () => {
    const { input, onSelect, onSubmit } = setup();
    await userEvent.type(input, '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, 'dune {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('dune');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('closes on Escape and on an outside click; ArrowDown reopens', async () => {
    const { input } = setup();
    await userEvent.type(input, 'in');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('in');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Outside'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves the field', async () => {
    const { input } = setup();
    await userEvent.type(input, 'in');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks a suggestion with a click', async () => {
    const { input, onSelect } = setup();
    await userEvent.type(input, 'game');
    await userEvent.click(screen.getByRole('option', { name: /Game of Thrones/ }));
    expect(onSelect).toHaveBeenCalledWith(suggestions[2]);
  });

  it('stops taking characters at maxLength, typed or pasted', async () => {
    const { input } = setup({ maxLength: 5 });
    await userEvent.type(input, 'inception');
    expect(input).toHaveValue('incep');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('interstellar');
    expect(input).toHaveValue('inter');
  });
});
