import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Popover } from './popover';

function renderPopover() {
  renderWithTheme(
    <>
      <Popover trigger="Platforms" title="Choose platforms">
        <button type="button">Netflix</button>
      </Popover>
      <p>Outside</p>
    </>,
  );
  return screen.getByRole('button', { name: 'Platforms' });
}

describe('Popover', () => {
  it('opens on click with the trigger expanded and the panel focused', async () => {
    const trigger = renderPopover();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const panel = screen.getByRole('dialog', { name: 'Choose platforms' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const trigger = renderPopover();
    await userEvent.click(trigger);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Netflix' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside but not on a click inside', async () => {
    const trigger = renderPopover();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Netflix' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toggles closed when the trigger is clicked again', async () => {
    const trigger = renderPopover();
    await userEvent.click(trigger);
    await userEvent.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
