import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Bookmark, Library, SearchX } from 'lucide-react';
import { onMobile } from '../../storybook/viewports';
import { ButtonLink } from '../button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Content/EmptyState',
  component: EmptyState,
  args: {
    icon: <Bookmark size={28} />,
    title: 'Your watchlist is empty',
    description: 'Add movies and TV shows to keep track of what you want to watch',
    action: <ButtonLink to="/discover">Browse content</ButtonLink>,
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Watchlist: Story = {};
export const LibrarySignedOut: Story = {
  args: {
    icon: <Library size={28} />,
    title: 'Sign in to access your library',
    description: undefined,
    action: <ButtonLink to="/auth">Sign In</ButtonLink>,
  },
};
export const NoResults: Story = {
  args: {
    icon: <SearchX size={28} />,
    title: 'No results found',
    description: 'Try another title or check the spelling.',
    action: undefined,
  },
};
export const OnMobile: Story = { ...onMobile };
