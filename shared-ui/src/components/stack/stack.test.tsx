import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Stack } from './stack';

describe('Stack', () => {
  it('stacks its children in a column by default', () => {
    renderWithTheme(<Stack data-testid="stack">content</Stack>);
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(stack).toHaveStyle({ display: 'flex', flexDirection: 'column' });
    expect(stack).not.toHaveStyle({ flexWrap: 'wrap' });
  });

  it('lays out a row with the theme gap, alignment and wrapping', () => {
    renderWithTheme(
      <Stack data-testid="stack" direction="row" gap="md" align="center" justify="end" wrap>
        content
      </Stack>,
    );
    expect(screen.getByTestId('stack')).toHaveStyle({
      flexDirection: 'row',
      gap: '12px',
      alignItems: 'center',
      justifyContent: 'flex-end',
      flexWrap: 'wrap',
    });
  });

  it('renders the element given with `as` and keeps its layout props off the DOM', () => {
    renderWithTheme(
      <Stack as="section" aria-label="Actions" direction="row" gap="sm" align="start" wrap>
        content
      </Stack>,
    );
    const section = screen.getByRole('region', { name: 'Actions' });
    expect(section.tagName).toBe('SECTION');
    for (const prop of ['direction', 'gap', 'align', 'justify', 'wrap']) {
      expect(section).not.toHaveAttribute(prop);
    }
  });

  it('keeps its layout when extended with styled() and rendered as another element', () => {
    const Padded = styled(Stack)`
      padding: 4px;
    `;
    renderWithTheme(
      <Padded as="header" data-testid="padded" align="center" gap="lg">
        content
      </Padded>,
    );
    const header = screen.getByTestId('padded');
    expect(header.tagName).toBe('HEADER');
    expect(header).toHaveStyle({
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '16px',
      padding: '4px',
    });
  });

  it('lets an extension override its layout, e.g. to stack a row on phones', () => {
    const Column = styled(Stack)`
      flex-direction: column;
      align-items: stretch;
    `;
    renderWithTheme(
      <Column data-testid="column" direction="row" align="end">
        content
      </Column>,
    );
    expect(screen.getByTestId('column')).toHaveStyle({
      flexDirection: 'column',
      alignItems: 'stretch',
    });
  });
});
