import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CountryFlag } from './country-flag';

const meta = {
  title: 'Content/CountryFlag',
  component: CountryFlag,
  args: { code: 'US' },
} satisfies Meta<typeof CountryFlag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Known: Story = {};
export const CustomName: Story = { args: { code: 'GB', name: 'UK' } };
export const UnknownCode: Story = { args: { code: 'XX' } };
export const FlagOnly: Story = { args: { code: 'JP', hideName: true } };
export const OnboardingCountries: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 200px)', gap: 12 }}>
      {['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'JP', 'KR', 'IN', 'BR', 'ZZ'].map((code) => (
        <CountryFlag key={code} code={code} />
      ))}
    </div>
  ),
};
