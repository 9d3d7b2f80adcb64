import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { sampleTitles } from '../../storybook/fixtures';
import { onMobile } from '../../storybook/viewports';
import { PosterCard } from './poster-card';

const [inception, severance] = sampleTitles;

const meta = {
  title: 'Content/PosterCard',
  component: PosterCard,
  args: {
    title: inception!.title,
    year: inception!.year,
    rating: inception!.rating,
    imageUrl: inception!.imageUrl,
    to: '/movie/27205',
    onClick: fn(),
  },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof PosterCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Movie: Story = {};
export const TvShow: Story = {
  args: {
    title: severance!.title,
    year: severance!.year,
    rating: severance!.rating,
    imageUrl: severance!.imageUrl,
    mediaType: 'tv',
    to: '/movie/tv_95396',
  },
};
export const ExternalLink: Story = { args: { externalUrl: 'https://example.com/watch/inception' } };
export const MissingImage: Story = { args: { title: 'Parasite', year: 2019, imageUrl: null } };
export const BrokenImage: Story = {
  args: { title: 'Broken poster', imageUrl: 'data:image/png;base64,broken' },
};
export const WithNote: Story = { args: { note: 'Netflix · Added 20 Nov' } };
export const NoRating: Story = { args: { rating: 0 } };
/** TMDB's user score (TMDB mode, no IMDb rating): labelled TMDB, not drawn as IMDb's star. */
export const TmdbRating: Story = { args: { rating: 7.3, ratingSource: 'tmdb' } };
/** Only a Rotten Tomatoes score is known. */
export const RottenTomatoesRating: Story = { args: { rating: 97, ratingSource: 'rottenTomatoes' } };
export const LongTitle: Story = {
  args: {
    title: 'Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb',
    year: 1964,
    imageUrl: null,
  },
};
export const OnMobile: Story = {
  ...onMobile,
  decorators: [(Story) => <div style={{ width: 170 }}>{Story()}</div>],
};
