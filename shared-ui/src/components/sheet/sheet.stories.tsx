import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Compass, Crown, Library, LogIn, User } from 'lucide-react';
import { fn } from 'storybook/test';
import { onMobile } from '../../storybook/viewports';
import { Button, ButtonLink } from '../button';
import { Sheet } from './sheet';

const menu = (
  <nav aria-label="Main" style={{ display: 'grid', gap: 8 }}>
    <ButtonLink
      to="/discover"
      variant="ghost"
      icon={<Compass size={18} />}
      style={{ justifyContent: 'flex-start' }}
    >
      Discover
    </ButtonLink>
    <ButtonLink
      to="/library"
      variant="ghost"
      icon={<Library size={18} />}
      style={{ justifyContent: 'flex-start' }}
    >
      Browse Movies &amp; Shows
    </ButtonLink>
    <ButtonLink
      to="/account"
      variant="ghost"
      icon={<User size={18} />}
      style={{ justifyContent: 'flex-start' }}
    >
      My Account
    </ButtonLink>
    <Button variant="plus" icon={<Crown size={18} />}>
      Upgrade
    </Button>
  </nav>
);

const meta = {
  title: 'Overlays/Sheet',
  component: Sheet,
  args: { open: true, onClose: fn(), title: 'Menu', children: menu },
  argTypes: { children: { control: false } },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '520px' } } },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MobileMenu: Story = { ...onMobile };
export const RightSide: Story = { args: { side: 'right' } };
export const SignedOut: Story = {
  ...onMobile,
  args: {
    children: (
      <nav aria-label="Main" style={{ display: 'grid', gap: 8 }}>
        <ButtonLink
          to="/discover"
          variant="ghost"
          icon={<Compass size={18} />}
          style={{ justifyContent: 'flex-start' }}
        >
          Discover
        </ButtonLink>
        <ButtonLink to="/auth" icon={<LogIn size={18} />}>
          Login
        </ButtonLink>
      </nav>
    ),
  },
};
