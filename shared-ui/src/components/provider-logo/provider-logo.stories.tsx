import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleProviders } from '../../storybook/fixtures';
import { ProviderLogo } from './provider-logo';

const [netflix] = sampleProviders;

const meta = {
  title: 'Content/ProviderLogo',
  component: ProviderLogo,
  args: { name: netflix!.name, logoUrl: netflix!.logoUrl },
} satisfies Meta<typeof ProviderLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLogo: Story = {};
export const MissingLogo: Story = { args: { name: 'Paramount Plus', logoUrl: null } };
export const BrokenLogo: Story = {
  args: { name: 'Mubi', logoUrl: 'data:image/png;base64,broken' },
};
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <ProviderLogo {...netflix!} size="sm" />
      <ProviderLogo {...netflix!} size="md" />
      <ProviderLogo {...netflix!} size="lg" />
    </div>
  ),
};
export const AllPlatforms: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {sampleProviders.map((provider) => (
        <ProviderLogo key={provider.name} {...provider} size="lg" />
      ))}
    </div>
  ),
};
