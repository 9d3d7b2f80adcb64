import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { onMobile } from '../../storybook/viewports';
import { Button } from '../button';
import { Dialog, DialogActions } from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Login required',
    description: 'Please log in to upgrade to premium',
    footer: (
      <DialogActions>
        <Button variant="secondary">Not now</Button>
        <Button>Sign in</Button>
      </DialogActions>
    ),
  },
  argTypes: { footer: { control: false }, children: { control: false } },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '360px' } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithBody: Story = {
  args: {
    title: 'Reset onboarding?',
    description: undefined,
    children: (
      <p style={{ color: '#b0b8ca' }}>
        Your selected services and country will be cleared and you will start again from the welcome
        screen.
      </p>
    ),
    footer: (
      <DialogActions>
        <Button variant="secondary">Cancel</Button>
        <Button variant="destructive">Reset</Button>
      </DialogActions>
    ),
  },
};
export const OnMobile: Story = { ...onMobile };

function DialogTrigger() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>Upgrade Now</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Login required"
        description="Please log in to upgrade to premium"
        footer={
          <DialogActions>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Not now
            </Button>
            <Button onClick={() => setOpen(false)}>Sign in</Button>
          </DialogActions>
        }
      />
    </div>
  );
}

/** Opens from a button; focus returns to it on close. */
export const Interactive: Story = { render: () => <DialogTrigger /> };
