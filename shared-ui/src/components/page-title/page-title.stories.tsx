import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Bookmark, Library } from 'lucide-react';
import { onMobile } from '../../storybook/viewports';
import { PageTitle } from './page-title';

const meta = {
  title: 'Layout/PageTitle',
  component: PageTitle,
  args: { children: 'My Library', icon: <Library size={28} aria-hidden /> },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithIcon: Story = {};
export const TextOnly: Story = { args: { children: 'Account Settings', icon: undefined } };
export const LongTitle: Story = {
  args: {
    children: 'My Watchlist of movies and TV shows to catch up on this winter',
    icon: <Bookmark size={28} aria-hidden />,
  },
};
export const OnMobile: Story = { ...onMobile };
