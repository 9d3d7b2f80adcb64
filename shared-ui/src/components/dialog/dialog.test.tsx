import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Button } from '../button';
import { Dialog, DialogActions } from './dialog';

function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Login required"
        description="Please log in to upgrade to premium"
        footer={
          <DialogActions>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button>Sign in</Button>
          </DialogActions>
        }
      />
    </>
  );
}

async function openDialog() {
  renderWithTheme(<DialogDemo />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: 'Login required' });
}

describe('Dialog', () => {
  it('is a labelled, described modal that takes focus', async () => {
    const dialog = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Please log in to upgrade to premium');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const logIn = screen.getByRole('button', { name: 'Sign in' });
    await userEvent.tab();
    await userEvent.tab();
    expect(logIn).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(logIn).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('locks page scrolling while open', async () => {
    await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('');
  });
});
