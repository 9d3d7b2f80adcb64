import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Flame, RefreshCw, TrendingUp } from 'lucide-react';
import { sampleTitles } from '../../storybook/fixtures';
import { onMobile } from '../../storybook/viewports';
import { IconButton } from '../icon-button';
import { PosterCard } from '../poster-card';
import { ContentGrid } from './content-grid';

const cards = (count: number) =>
  sampleTitles
    .slice(0, count)
    .map((item) => (
      <PosterCard
        key={item.id}
        title={item.title}
        year={item.year}
        mediaType={item.mediaType}
        rating={item.rating}
        imageUrl={item.imageUrl}
        to={`/movie/${item.id}`}
      />
    ));

const meta = {
  title: 'Content/ContentGrid',
  component: ContentGrid,
  args: { title: 'Popular Movies', icon: <Flame size={22} aria-hidden />, children: cards(5) },
  argTypes: { children: { control: false }, icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof ContentGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const SearchResults: Story = {
  args: {
    title: '10 Results',
    icon: undefined,
    action: <span style={{ color: '#b0b8ca', fontSize: 14 }}>Sort by Popularity</span>,
    children: cards(10),
  },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = {
  args: { children: [], title: 'Trending Movies', icon: <TrendingUp size={22} aria-hidden /> },
};
export const EmptyAfterFilters: Story = {
  args: {
    children: [],
    title: 'Search Results',
    icon: undefined,
    emptyMessage: 'No results match your filters.',
  },
};
export const EmptyWithReason: Story = {
  args: {
    children: [],
    title: 'Search Results',
    icon: undefined,
    emptyMessage: 'No results found',
    emptyDescription:
      'Nothing matched “oppenheimer”. This sample catalog holds 3,200 movies released up to 2010 and 1,785 TV shows up to 2025, so a newer movie may simply not be in it.',
  },
};
export const WithAction: Story = {
  args: {
    title: 'Top Searched',
    action: (
      <IconButton
        label="Refresh top searches"
        icon={<RefreshCw size={18} />}
        variant="secondary"
        size="sm"
      />
    ),
  },
};
export const ThreeColumnsMax: Story = { args: { maxColumns: 3, children: cards(6) } };
export const OnMobile: Story = { ...onMobile, args: { children: cards(4) } };
export const LoadingOnMobile: Story = { ...onMobile, args: { loading: true, skeletonCount: 4 } };
