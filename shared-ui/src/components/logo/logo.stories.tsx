import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { onMobile } from '../../storybook/viewports';
import { Logo } from './logo';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};
export const Plus: Story = { args: { variant: 'plus' } };
export const Large: Story = { args: { size: 'lg' } };
export const LargePlus: Story = { args: { size: 'lg', variant: 'plus' } };
export const WithoutLink: Story = { args: { to: null } };
export const MobileTopBar: Story = { ...onMobile, args: { size: 'sm' } };
