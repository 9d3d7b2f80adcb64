import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Film, Tv } from 'lucide-react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { onMobile } from '../../storybook/viewports';
import { CountryFlag } from '../country-flag';
import { RadioGroup, type RadioOption } from './radio-group';

type ContentType = 'movies' | 'tvshows';

const contentTypes: RadioOption<ContentType>[] = [
  { value: 'movies', label: 'Movies', icon: <Film size={16} aria-hidden /> },
  { value: 'tvshows', label: 'TV Shows', icon: <Tv size={16} aria-hidden /> },
];

const countries = ['US', 'GB', 'CA', 'AU', 'DE', 'FR'] as const;

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Content type', options: contentTypes, value: 'movies', onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

function ContentTypeToggle() {
  const [value, setValue] = useState<ContentType>('movies');
  return (
    <RadioGroup
      label="Content type"
      hideLabel
      options={contentTypes}
      value={value}
      onChange={setValue}
    />
  );
}

export const Segmented: Story = { render: () => <ContentTypeToggle /> };

function CountryList() {
  const [value, setValue] = useState<(typeof countries)[number] | null>(null);
  return (
    <div style={{ maxWidth: 360 }}>
      <RadioGroup
        label="Where do you watch?"
        appearance="list"
        options={countries.map((code) => ({ value: code, label: <CountryFlag code={code} /> }))}
        value={value}
        onChange={setValue}
      />
    </div>
  );
}

export const List: Story = { render: () => <CountryList /> };
export const SegmentedOnMobile: Story = { ...onMobile, render: () => <ContentTypeToggle /> };
