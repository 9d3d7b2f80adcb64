import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { onMobile } from '../../storybook/viewports';
import { ProviderLogo } from '../provider-logo';
import { Chip } from './chip';
import { ChipList } from './chip-list';

const meta = {
  title: 'Components/Chip',
  component: Chip,
  args: { children: 'Inception', onClick: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Button: Story = {};
export const Pressed: Story = { args: { children: 'Netflix', pressed: true } };
export const WithIcon: Story = {
  args: {
    children: 'Netflix',
    onClick: undefined,
    icon: (
      <span aria-hidden>
        <ProviderLogo name="Netflix" logoUrl={null} size="sm" />
      </span>
    ),
  },
};

const searches = ['Inception', 'Dune: Part Two', 'The Last of Us', 'Oppenheimer', 'Severance'];

export const List: Story = {
  render: () => (
    <ChipList aria-label="Recent searches">
      {searches.map((term) => (
        <Chip key={term} onClick={fn()}>
          {term}
        </Chip>
      ))}
    </ChipList>
  ),
};

function PlatformToggles() {
  const [chosen, setChosen] = useState('Netflix');
  return (
    <ChipList aria-label="Streaming services" mobileLimit={4}>
      {['Netflix', 'Prime Video', 'Disney Plus', 'Max', 'Apple TV Plus', 'Hulu'].map((name) => (
        <Chip key={name} pressed={chosen === name} onClick={() => setChosen(name)}>
          {name}
        </Chip>
      ))}
    </ChipList>
  );
}

/** Toggle chips; on phones only the first four show. */
export const Toggles: Story = { render: () => <PlatformToggles /> };
export const ScrollingOnMobile: Story = {
  ...onMobile,
  render: () => (
    <ChipList aria-label="Recent searches" scrollOnMobile>
      {[...searches, ...searches.map((term) => `${term} (2)`)].map((term) => (
        <Chip key={term} onClick={fn()}>
          {term}
        </Chip>
      ))}
    </ChipList>
  ),
};
export const TogglesOnMobile: Story = { ...onMobile, render: () => <PlatformToggles /> };
