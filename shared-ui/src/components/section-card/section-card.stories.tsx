import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Crown, MonitorPlay, TrendingUp, UserRound } from 'lucide-react';
import { onMobile } from '../../storybook/viewports';
import { Badge } from '../badge';
import { Button } from '../button';
import { SectionCard } from './section-card';

const meta = {
  title: 'Content/SectionCard',
  component: SectionCard,
  args: {
    title: 'Profile',
    icon: <UserRound size={18} aria-hidden />,
    children: <p>alex@example.com</p>,
  },
  argTypes: { icon: { control: false }, action: { control: false }, aside: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof SectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    title: 'Streaming services',
    icon: <MonitorPlay size={18} aria-hidden />,
    action: (
      <Button variant="secondary" size="sm">
        Edit
      </Button>
    ),
    children: <p>Netflix, Disney Plus</p>,
  },
};
export const PlusWithBadge: Story = {
  args: {
    title: 'Streaming Popularity',
    tone: 'plus',
    headingSize: 'lg',
    icon: <TrendingUp size={22} aria-hidden />,
    action: <Badge tone="plus">Plus</Badge>,
    children: <p>#12 today</p>,
  },
};
export const PlusOffer: Story = {
  args: {
    title: 'Upgrade to WatchWhere Plus',
    tone: 'plus',
    size: 'lg',
    icon: <Crown size={22} aria-hidden />,
    description: 'Get unlimited access to all streaming platforms and countries',
    aside: (
      <Button variant="plus" size="lg">
        Upgrade Now
      </Button>
    ),
    children: undefined,
  },
};
export const LongTitleOnMobile: Story = {
  ...onMobile,
  args: {
    ...PlusOffer.args,
    title: 'Upgrade to WatchWhere Plus for every platform in every country',
  },
};
