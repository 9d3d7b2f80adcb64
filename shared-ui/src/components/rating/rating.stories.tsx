import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Rating } from './rating';

const meta = {
  title: 'Components/Rating',
  component: Rating,
  args: { source: 'imdb', value: 8.4 },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Imdb: Story = {};
export const RottenTomatoes: Story = { args: { source: 'rottenTomatoes', value: 87 } };
/** TMDB's user score, shown where the catalog is TMDB and has no IMDb or Rotten Tomatoes value. */
export const TmdbUserScore: Story = { args: { source: 'tmdb', value: 7.3 } };
export const Compact: Story = { args: { appearance: 'compact' } };
export const CompactTmdb: Story = { args: { source: 'tmdb', value: 7.3, appearance: 'compact' } };
export const BothSideBySide: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 20 }}>
      <Rating source="imdb" value={7.8} />
      <Rating source="rottenTomatoes" value={78} />
    </div>
  ),
};
/** A rating of 0 means "no rating": nothing renders. */
export const ZeroIsHidden: Story = { args: { value: 0 } };
