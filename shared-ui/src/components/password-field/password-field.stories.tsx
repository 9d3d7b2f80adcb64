import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PasswordField } from './password-field';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', defaultValue: 'popcorn42' },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = {
  args: { defaultValue: 'abc', error: 'Password must be at least 6 characters' },
};
export const ConfirmMismatch: Story = {
  args: { label: 'Confirm password', autoComplete: 'new-password', error: "Passwords don't match" },
};
