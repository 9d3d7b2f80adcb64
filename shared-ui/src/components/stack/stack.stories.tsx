import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { onMobile } from '../../storybook/viewports';
import { Button } from '../button';
import { Chip } from '../chip';
import { Stack } from './stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { gap: 'md' },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    gap: { control: 'select', options: ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
    align: { control: 'select', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'select', options: ['start', 'center', 'end', 'space-between'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {
  args: {
    children: (
      <>
        <p>Add titles to your watchlist from any detail page.</p>
        <p>Your watchlist follows you on every device you sign in on.</p>
      </>
    ),
  },
};

const actions = (
  <>
    <p>Delete your account and everything in it?</p>
    <Stack direction="row" gap="sm">
      <Button variant="secondary">Cancel</Button>
      <Button variant="destructive">Delete account</Button>
    </Stack>
  </>
);

/** A wrapping row: text on one side, actions on the other. */
export const RowSpaceBetween: Story = {
  args: {
    direction: 'row',
    wrap: true,
    align: 'center',
    justify: 'space-between',
    children: actions,
  },
};

/** Rendered as a list with `as`. */
export const AsList: Story = {
  args: {
    as: 'ul',
    direction: 'row',
    wrap: true,
    gap: 'sm',
    style: { margin: 0, padding: 0, listStyle: 'none' },
    'aria-label': 'Genres',
    children: ['Drama', 'Comedy', 'Science Fiction', 'Documentary'].map((genre) => (
      <li key={genre}>
        <Chip>{genre}</Chip>
      </li>
    )),
  },
};

export const RowOnMobile: Story = { ...onMobile, args: RowSpaceBetween.args };
