import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import styled from 'styled-components';
import { onMobile } from '../../storybook/viewports';
import { Badge } from '../badge';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Popover } from './popover';

const platforms = [
  'Netflix',
  'Amazon Prime',
  'Disney+',
  'Hulu',
  'HBO Max',
  'Apple TV+',
  'Paramount+',
];

const Options = styled.div`
  display: grid;
  gap: 12px;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  min-height: 420px;
  align-content: flex-start;
`;

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    trigger: 'Platforms',
    title: 'Platforms',
    children: (
      <Options>
        {platforms.map((platform) => (
          <Checkbox key={platform} label={platform} defaultChecked={platform === 'Netflix'} />
        ))}
      </Options>
    ),
  },
  argTypes: { children: { control: false } },
  decorators: [(Story) => <Bar>{Story()}</Bar>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true, active: true } };

function FilterBarDemo() {
  const [platform, setPlatform] = useState<string | null>('Netflix');
  return (
    <>
      <Popover
        title="Platforms"
        active={platform !== null}
        open
        trigger={<>Platforms {platform && <Badge tone="accent">1</Badge>}</>}
      >
        <Options>
          {platforms.map((name) => (
            <Checkbox
              key={name}
              label={name}
              checked={platform === name}
              onChange={() => setPlatform(platform === name ? null : name)}
            />
          ))}
        </Options>
      </Popover>
      <Popover title="Content Type" trigger="Content Type">
        <p>Movies or TV Shows</p>
      </Popover>
      <Popover title="Genres" trigger="Genres">
        <p>Pick up to 2 genres</p>
      </Popover>
      <Button variant="ghost" onClick={() => setPlatform(null)}>
        Reset
      </Button>
      <Button>Apply Filters</Button>
    </>
  );
}

/** The app's filter bar: three popovers, Reset and Apply Filters. */
export const FilterBar: Story = { render: () => <FilterBarDemo /> };
export const FilterBarOnMobile: Story = { ...onMobile, render: () => <FilterBarDemo /> };
