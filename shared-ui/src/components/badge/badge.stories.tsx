import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Crown, Film, Tv } from 'lucide-react';
import { Badge } from './badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Movie' },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { icon: <Film size={12} /> } };
export const Accent: Story = {
  args: { tone: 'accent', children: 'TV Show', icon: <Tv size={12} /> },
};
export const Plus: Story = {
  args: { tone: 'plus', children: 'Premium Member', icon: <Crown size={12} /> },
};
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge>Neutral</Badge>
      <Badge tone="accent">Accent</Badge>
      <Badge tone="plus">Plus</Badge>
      <Badge tone="success">Available</Badge>
      <Badge tone="danger">Leaving soon</Badge>
      <Badge tone="info">Rent or buy</Badge>
    </div>
  ),
};
