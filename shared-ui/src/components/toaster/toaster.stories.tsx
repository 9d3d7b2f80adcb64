import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { onMobile } from '../../storybook/viewports';
import { Button } from '../button';
import type { Toast } from './toast';
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
const pinned = (fields: Omit<Toast, 'id' | 'duration'>): Toast[] => [
  { id: 'pinned', duration: null, ...fields },
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

const examples: readonly Omit<Toast, 'id'>[] = [
  { tone: 'success', title: 'Added "Inception" to your watchlist', duration: 4000 },
  {
    tone: 'destructive',
    title: 'Search error',
    description: 'Failed to fetch search results. Please try again.',
    duration: 5000,
  },
  { tone: 'info', title: 'Syncing popular searches data...', duration: 4000 },
];

function ToastPlayground() {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const [next, setNext] = useState(0);
  return (
    <div style={{ padding: 24 }}>
      <Button
        onClick={() => {
          setToasts([{ ...examples[next % examples.length]!, id: `toast-${next}` }]);
          setNext(next + 1);
        }}
      >
        Show a toast
      </Button>
      <Toaster
        toasts={toasts}
        onDismiss={(id) => setToasts((shown) => shown.filter((toast) => toast.id !== id))}
      />
    </div>
  );
}

/** Local state keeping the newest toast, as the app's slice does: errors stay 5 s, others 4 s; hovering pauses. */
export const Playground: Story = { render: () => <ToastPlayground /> };
