import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Menu, RefreshCw, Search, X } from 'lucide-react';
import { fn } from 'storybook/test';
import { IconButton } from './icon-button';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Search', icon: <Search size={20} />, onClick: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Secondary: Story = {
  args: { variant: 'secondary', label: 'Open menu', icon: <Menu size={20} /> },
};
export const Primary: Story = {
  args: { variant: 'primary', label: 'Refresh', icon: <RefreshCw size={20} /> },
};
export const Small: Story = { args: { size: 'sm', label: 'Close', icon: <X size={16} /> } };
export const Disabled: Story = { args: { disabled: true } };
