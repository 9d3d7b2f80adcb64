import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { onMobile } from '../../storybook/viewports';
import { Switch } from './switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Push notifications', defaultChecked: true },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};
export const Off: Story = { args: { defaultChecked: false, label: 'Email notifications' } };
export const Disabled: Story = { args: { disabled: true } };

const preferences = [
  { label: 'Push notifications', description: 'Alerts on this device', on: true },
  { label: 'Email notifications', description: 'Updates to your inbox', on: false },
  {
    label: 'Content available',
    description: 'When a watchlist title arrives on your services',
    on: true,
  },
  { label: 'Weekly digest', description: 'A summary of the week every Monday', on: true },
  { label: 'New releases', description: 'Fresh titles from your favourite genres', on: false },
  { label: 'Weekly digest', description: 'A summary every Sunday', on: true },
];

export const NotificationPreferences: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      {preferences.map((preference) => (
        <Switch
          key={preference.label}
          label={preference.label}
          description={preference.description}
          defaultChecked={preference.on}
        />
      ))}
    </div>
  ),
};

export const NotificationPreferencesOnMobile: Story = {
  ...onMobile,
  render: NotificationPreferences.render,
};
