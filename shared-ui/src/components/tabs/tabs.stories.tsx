import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Bell, Settings, User } from 'lucide-react';
import { onMobile } from '../../storybook/viewports';
import { Tabs } from './tabs';

const panelText = (text: string) => <p style={{ color: '#b0b8ca' }}>{text}</p>;

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Account sections',
    items: [
      {
        id: 'profile',
        label: 'Profile',
        icon: <User size={16} aria-hidden />,
        content: panelText('guest@watchwhere.app · Free Account'),
      },
      {
        id: 'settings',
        label: 'Settings',
        icon: <Settings size={16} aria-hidden />,
        content: panelText('Language & Region, Billing & Subscription'),
      },
      {
        id: 'notifications',
        label: 'Notifications',
        icon: <Bell size={16} aria-hidden />,
        content: panelText('Choose what we tell you about.'),
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Account: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'settings' } };
export const Auth: Story = {
  args: {
    label: 'Sign in or register',
    items: [
      { id: 'login', label: 'Login', content: panelText('Sign in with your email and password.') },
      { id: 'register', label: 'Register', content: panelText('Create an account in a minute.') },
    ],
  },
};
export const OnMobile: Story = { ...onMobile };
