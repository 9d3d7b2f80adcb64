import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { PosterCard } from './poster-card';

describe('PosterCard', () => {
  it('links to the internal route in the same tab', () => {
    renderWithTheme(
      <PosterCard title="Inception" year={2010} to="/movie/27205" imageUrl="/p.jpg" />,
    );
    const link = screen.getByRole('link', { name: /Inception/ });
    expect(link).toHaveAttribute('href', '/movie/27205');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveTextContent('2010 · Movie');
  });

  it('adds a note line to the card, read as part of its link', () => {
    renderWithTheme(
      <PosterCard title="Inception" to="/movie/27205" note="Netflix · Added 20 Nov" />,
    );
    expect(screen.getByRole('link', { name: /Inception/ })).toHaveTextContent(
      /Movie.*Netflix · Added 20 Nov/,
    );
  });

  it('opens an external URL in a new tab, safely, and says so', () => {
    renderWithTheme(
      <PosterCard
        title="Severance"
        mediaType="tv"
        to="/movie/tv_95396"
        externalUrl="https://example.com/severance"
      />,
    );
    const link = screen.getByRole('link', { name: /Severance.*opens in a new tab/ });
    expect(link).toHaveAttribute('href', 'https://example.com/severance');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lazy-loads the poster and swaps in a placeholder when it fails', () => {
    const { container } = renderWithTheme(
      <PosterCard title="Broken" to="/movie/1" imageUrl="https://example.com/missing.jpg" />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    fireEvent.error(image!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('poster-placeholder')).toHaveTextContent('Broken');
  });

  it('loads an above-the-fold poster at once, with high priority', () => {
    const { container } = renderWithTheme(
      <PosterCard title="Inception" to="/movie/27205" imageUrl="/p.jpg" priority />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the placeholder without an image and hides a zero rating', () => {
    renderWithTheme(<PosterCard title="Unknown Title" to="/movie/2" rating={0} />);
    expect(screen.getByTestId('poster-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /IMDb/ })).not.toBeInTheDocument();
  });

  it('labels the rating by its source: IMDb by default, TMDB or Rotten Tomatoes when told', () => {
    renderWithTheme(
      <>
        <PosterCard title="Inception" to="/movie/27205" rating={8.8} />
        <PosterCard title="Severance" to="/movie/tv_95396" rating={8.4} ratingSource="tmdb" />
        <PosterCard title="Up" to="/movie/14160" rating={98} ratingSource="rottenTomatoes" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'IMDb rating 8.8 out of 10' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'TMDB user score 8.4 out of 10' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rotten Tomatoes rating 98%' })).toBeInTheDocument();
  });
});
