import type { Meta, StoryObj } from '@storybook/react-webpack5';
import styled from 'styled-components';
import { colors, radii, shadows, space, typography, theme } from './theme';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 16px;
`;

const Swatch = styled.figure`
  margin: 0;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const Chip = styled.div`
  height: 72px;
`;

const Caption = styled.figcaption`
  display: grid;
  gap: 2px;
  padding: 10px 12px;
  font-size: 0.8rem;

  & > span {
    color: ${theme.colors.textMuted};
    font-family: ui-monospace, monospace;
    overflow-wrap: anywhere;
  }
`;

const Column = styled.div`
  display: grid;
  gap: 16px;
`;

const meta = { title: 'Foundations/Theme' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => (
    <Grid>
      {Object.entries(colors).map(([name, value]) => (
        <Swatch key={name}>
          <Chip style={{ background: value }} />
          <Caption>
            <strong>{name}</strong>
            <span>{value}</span>
          </Caption>
        </Swatch>
      ))}
    </Grid>
  ),
};

export const Typography: Story = {
  render: () => (
    <Column>
      {Object.entries(typography.fontSize)
        .reverse()
        .map(([name, size]) => (
          <div key={name} style={{ fontSize: size, fontWeight: name === 'display' ? 800 : 600 }}>
            {name} · {size} — Find Where to Watch Anywhere
          </div>
        ))}
    </Column>
  ),
};

export const SpacingRadiiShadows: Story = {
  render: () => (
    <Column>
      {Object.entries(space).map(([name, size]) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <code style={{ width: 80 }}>{name}</code>
          <div style={{ width: size, height: 16, background: colors.accent, borderRadius: 2 }} />
          <span>{size}</span>
        </div>
      ))}
      <Grid>
        {Object.entries(radii).map(([name, radius]) => (
          <Swatch key={name} style={{ borderRadius: radius }}>
            <Caption>
              <strong>radius {name}</strong>
              <span>{radius}</span>
            </Caption>
          </Swatch>
        ))}
        {Object.entries(shadows).map(([name, shadow]) => (
          <Swatch key={name} style={{ boxShadow: shadow }}>
            <Caption>
              <strong>shadow {name}</strong>
            </Caption>
          </Swatch>
        ))}
      </Grid>
    </Column>
  ),
};
