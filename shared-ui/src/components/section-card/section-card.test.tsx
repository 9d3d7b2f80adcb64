import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { SectionCard } from './section-card';

describe('SectionCard', () => {
  it('is a region named by its heading, with its body, description, action and aside', () => {
    renderWithTheme(
      <SectionCard
        title="Upgrade to Premium"
        level={3}
        description="Unlimited watchlist"
        action={<button type="button">Edit</button>}
        aside={<button type="button">Upgrade</button>}
      >
        <p>$9.99 per month</p>
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'Upgrade to Premium' });
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Upgrade to Premium');
    expect(region).toHaveTextContent('Unlimited watchlist');
    expect(region).toHaveTextContent('$9.99 per month');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
  });

  it('defaults to a level-2 heading', () => {
    renderWithTheme(<SectionCard title="Profile" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Profile' })).toBeInTheDocument();
  });
});
