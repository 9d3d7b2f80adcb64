import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Mail } from 'lucide-react';
import { onMobile } from '../../storybook/viewports';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', autoComplete: 'email' },
  argTypes: { icon: { control: false }, trailing: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithIcon: Story = { args: { icon: <Mail size={18} aria-hidden /> } };
export const WithHint: Story = {
  args: {
    label: 'Full name',
    type: 'text',
    hint: 'As it should appear on your account',
    placeholder: '',
  },
};
export const WithError: Story = {
  args: { defaultValue: 'not-an-email', error: 'Invalid email address' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'guest@watchwhere.app' } };
export const LongText: Story = {
  args: {
    label: 'A very long label that explains exactly what this field is for and why we need it',
    defaultValue: 'an.extremely.long.email.address.that.keeps.going@example-streaming-service.com',
    error:
      'This address is far too long for our records; please use a shorter email address you can receive mail at',
  },
};
export const OnMobile: Story = { ...onMobile, args: { error: 'Invalid email address' } };
