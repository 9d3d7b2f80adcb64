import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Netflix' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = {
  args: { label: 'Weekly digest', description: 'A Sunday email with what is new on your services' },
};
export const Disabled: Story = { args: { disabled: true, label: 'Horror' } };

const genres = ['Action', 'Comedy', 'Drama', 'Horror', 'Sci-Fi', 'Thriller'];

/** Free users may pick 2 genres; the other boxes are disabled. */
export const GenreLimit: Story = {
  render: function GenreLimitStory() {
    const [picked, setPicked] = useState(['Action', 'Sci-Fi']);
    const toggle = (genre: string) =>
      setPicked((current) =>
        current.includes(genre) ? current.filter((g) => g !== genre) : [...current, genre],
      );
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        {genres.map((genre) => (
          <Checkbox
            key={genre}
            label={genre}
            checked={picked.includes(genre)}
            disabled={!picked.includes(genre) && picked.length >= 2}
            onChange={() => toggle(genre)}
          />
        ))}
      </div>
    );
  },
};
