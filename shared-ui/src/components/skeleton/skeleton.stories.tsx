import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { width: '240px', height: '20px' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {};
export const Poster: Story = { args: { width: '180px', aspectRatio: '2 / 3', radius: 'lg' } };
export const DetailHeader: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <Skeleton width="200px" aspectRatio="2 / 3" radius="lg" />
      <div style={{ display: 'grid', gap: 12, width: 360 }}>
        <Skeleton height="36px" width="70%" />
        <Skeleton height="16px" width="40%" />
        <Skeleton height="14px" />
        <Skeleton height="14px" />
        <Skeleton height="14px" width="85%" />
        <div style={{ display: 'flex', gap: 12, marginTop: 12 }}>
          <Skeleton height="40px" width="160px" />
          <Skeleton height="40px" width="120px" />
        </div>
      </div>
    </div>
  ),
};
