import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Bell, Crown, Plus, Share2, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { fn } from 'storybook/test';
import { onMobile } from '../../storybook/viewports';
import { Button } from './button';
import { ButtonLink } from './button-link';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Add to Watchlist', onClick: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { icon: <Plus size={18} /> } };
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Notify Me', icon: <Bell size={18} /> },
};
export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Share', icon: <Share2 size={18} /> },
};
export const Destructive: Story = {
  args: { variant: 'destructive', children: 'Clear watchlist', icon: <Trash2 size={18} /> },
};
export const Plus_: Story = {
  name: 'Plus (upgrade)',
  args: { variant: 'plus', children: 'Upgrade', icon: <Crown size={18} /> },
};
export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Signing in...', children: 'Sign in' },
};
export const Disabled: Story = { args: { disabled: true, children: 'Continue' } };
export const LongText: Story = {
  args: { children: 'Get unlimited access to all streaming platforms and countries' },
};

export const AllVariantsAndSizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Row key={size}>
          <Button size={size}>Primary</Button>
          <Button size={size} variant="secondary">
            Secondary
          </Button>
          <Button size={size} variant="ghost">
            Ghost
          </Button>
          <Button size={size} variant="destructive">
            Destructive
          </Button>
          <Button size={size} variant="plus">
            Plus
          </Button>
        </Row>
      ))}
    </div>
  ),
};

export const AsInternalLink: Story = {
  render: () => (
    <Row>
      <ButtonLink to="/discover">Browse content</ButtonLink>
      <ButtonLink to="/auth" variant="secondary">
        Sign In
      </ButtonLink>
    </Row>
  ),
};

export const FullWidthOnMobile: Story = {
  ...onMobile,
  args: { fullWidth: true, size: 'lg', children: 'Complete Setup' },
};
