import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Tabs } from './tabs';

const items = [
  { id: 'profile', label: 'Profile', content: 'Profile panel' },
  { id: 'settings', label: 'Settings', content: 'Settings panel' },
  { id: 'notifications', label: 'Notifications', content: 'Notifications panel' },
];

describe('Tabs', () => {
  it('selects with arrow keys (wrapping), Home and End, with one tab stop', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Tabs label="Account sections" items={items} onChange={onChange} />);
    const [profile, settings, notifications] = screen.getAllByRole('tab');
    expect(profile).toHaveAttribute('tabindex', '0');
    expect(settings).toHaveAttribute('tabindex', '-1');
    await userEvent.click(profile!);
    await userEvent.keyboard('{ArrowLeft}');
    expect(notifications).toHaveFocus();
    expect(notifications).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Notifications' })).toHaveTextContent(
      'Notifications panel',
    );
    await userEvent.keyboard('{Home}');
    expect(profile).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(settings).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('notifications');
  });
});
