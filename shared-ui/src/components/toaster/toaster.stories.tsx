import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { onMobile } from '../../storybook/viewports';
import { Button } from '../button';
import { createToast } from './toast-model';
import { createToastStore, useToasts } from './toast-store';
import { Toaster } from './toaster';

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  args: { onDismiss: fn(), toasts: [] },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '240px' } } },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stories pin the toast (duration null) so it stays for review. */
const pinned = (input: Parameters<typeof createToast>[0]) => [
  createToast({ duration: null, ...input }),
];

export const Destructive: Story = {
  args: {
    toasts: pinned({
      tone: 'destructive',
      title: 'Failed to load content from TMDB API',
      description: 'Using fallback content instead',
    }),
  },
};
export const Success: Story = {
  args: {
    toasts: pinned({ tone: 'success', title: 'Sign in successful', description: 'Welcome back!' }),
  },
};
export const Info: Story = {
  args: { toasts: pinned({ tone: 'info', title: '"Dune" is already in your watchlist' }) },
};
export const WithAction: Story = {
  args: {
    toasts: pinned({
      tone: 'destructive',
      title: 'Watchlist is a premium feature',
      description: 'Upgrade to access your personal watchlist',
      action: { label: 'Upgrade', onClick: fn() },
    }),
  },
};
export const LongText: Story = {
  args: {
    toasts: pinned({
      tone: 'destructive',
      title: 'Genre filtering limit reached',
      description:
        'Free users can select up to 2 genres. Upgrade to Premium for unlimited filters, every streaming platform and every country.',
    }),
  },
};
export const OnMobile: Story = { ...onMobile, args: WithAction.args };

const store = createToastStore();
const examples = [
  { tone: 'success', title: 'Added "Inception" to your watchlist' },
  {
    tone: 'destructive',
    title: 'Search error',
    description: 'Failed to fetch search results. Please try again.',
  },
  { tone: 'info', title: 'Syncing popular searches data...' },
] as const;

function Playground() {
  const toasts = useToasts(store);
  const [next, setNext] = useState(0);
  return (
    <div style={{ padding: 24 }}>
      <Button
        onClick={() => {
          store.show(examples[next % examples.length]!);
          setNext(next + 1);
        }}
      >
        Show a toast
      </Button>
      <Toaster toasts={toasts} onDismiss={store.dismiss} />
    </div>
  );
}

/** Live store: only one toast is visible; errors stay 5 s, others 4 s; hovering pauses. */
export const LiveStore: Story = { render: () => <Playground /> };
