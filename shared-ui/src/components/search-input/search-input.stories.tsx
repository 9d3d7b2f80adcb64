import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSuggestions } from '../../storybook/fixtures';
import { onMobile } from '../../storybook/viewports';
import { SearchInput, type SearchInputProps } from './search-input';

/** Filters the sample titles like the app does: only after more than one character. */
function LiveSearch(props: Partial<SearchInputProps>) {
  const [value, setValue] = useState('');
  const term = value.trim().toLowerCase();
  const suggestions =
    term.length > 1 ? sampleSuggestions.filter((s) => s.label.toLowerCase().includes(term)) : [];
  return (
    <div style={{ maxWidth: 560, minHeight: 420 }}>
      <SearchInput
        value={value}
        onChange={setValue}
        suggestions={suggestions}
        onSelect={fn()}
        onSubmit={fn()}
        {...props}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/SearchInput',
  component: SearchInput,
  args: { value: '', suggestions: [], onChange: fn(), onSelect: fn(), onSubmit: fn() },
  render: (args) => (
    <LiveSearch size={args.size} loading={args.loading} placeholder={args.placeholder} />
  ),
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Hero: Story = { args: { size: 'lg' } };
export const Loading: Story = {
  render: () => (
    <div style={{ maxWidth: 560 }}>
      <SearchInput
        value="inter"
        onChange={fn()}
        suggestions={[]}
        onSelect={fn()}
        onSubmit={fn()}
        loading
      />
    </div>
  ),
};

/** Typing "in" opens the suggestions; ArrowDown highlights the first. */
export const WithSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'in');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
  },
};
export const WithSuggestionsOnMobile: Story = { ...onMobile, play: WithSuggestions.play };
