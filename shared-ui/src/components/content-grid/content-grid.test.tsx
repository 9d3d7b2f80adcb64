import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { ContentGrid } from './content-grid';

describe('ContentGrid', () => {
  it('lists its children under a titled section', () => {
    renderWithTheme(
      <ContentGrid title="Popular Movies">
        <span>Inception</span>
        <span>Dune</span>
      </ContentGrid>,
    );
    const section = screen.getByRole('region', { name: 'Popular Movies' });
    expect(section).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('announces loading and hides the placeholders from screen readers', () => {
    renderWithTheme(
      <ContentGrid title="Popular Movies" loading skeletonCount={4}>
        <span>Inception</span>
      </ContentGrid>,
    );
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Inception')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows the empty message without children', () => {
    renderWithTheme(
      <ContentGrid title="Search Results" emptyMessage="No results match your filters." />,
    );
    expect(screen.getByText('No results match your filters.')).toBeInTheDocument();
    renderWithTheme(<ContentGrid title="Trending Movies" />);
    expect(screen.getByText('No released content available.')).toBeInTheDocument();
  });

  it('explains an empty grid under its message', () => {
    renderWithTheme(
      <ContentGrid
        title="Search Results"
        emptyMessage="No results found"
        emptyDescription="Check the spelling, or try another title."
      />,
    );
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(screen.getByText('Check the spelling, or try another title.')).toBeInTheDocument();
  });
});
