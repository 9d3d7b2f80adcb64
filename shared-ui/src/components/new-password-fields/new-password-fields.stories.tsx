import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { onMobile } from '../../storybook/viewports';
import { NewPasswordFields } from './new-password-fields';

const meta = {
  title: 'Forms/NewPasswordFields',
  component: NewPasswordFields,
  args: {
    hint: 'At least 6 characters',
    password: { name: 'password' },
    confirm: { name: 'passwordConfirm' },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 380 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof NewPasswordFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mismatch: Story = {
  args: {
    password: { name: 'password', defaultValue: 'popcorn42' },
    confirm: { name: 'passwordConfirm', defaultValue: 'popcorn24', error: "Passwords don't match" },
  },
};
export const NewPasswordOnMobile: Story = {
  ...onMobile,
  args: {
    label: 'New password',
    confirmLabel: 'Confirm new password',
    password: { name: 'password', error: 'Password must be at least 6 characters' },
  },
};
