import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Chip } from './chip';
import { ChipList } from './chip-list';

describe('Chip and ChipList', () => {
  it('puts each chip in its own list item', () => {
    renderWithTheme(
      <ChipList aria-label="Your services">
        <Chip>Netflix</Chip>
        <Chip>Max</Chip>
      </ChipList>,
    );
    expect(screen.getByRole('list', { name: 'Your services' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Netflix',
      'Max',
    ]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is a button with onClick, and a toggle with pressed', async () => {
    const pick = jest.fn();
    renderWithTheme(
      <>
        <Chip onClick={pick}>Inception</Chip>
        <Chip pressed>Netflix</Chip>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Inception' }));
    expect(pick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Inception' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Inception' })).not.toHaveAttribute('aria-pressed');
    expect(screen.getByRole('button', { name: 'Netflix' })).toHaveAttribute('aria-pressed', 'true');
  });
});
