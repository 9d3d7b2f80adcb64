import type { Preview } from '@storybook/react-webpack5';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../src/theme';
import { watchWhereStorybookTheme } from './watchwhere-theme';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <IntlProvider locale="en" defaultLocale="en">
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <MemoryRouter>
            <Story />
          </MemoryRouter>
        </ThemeProvider>
      </IntlProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    backgrounds: { disable: true },
    docs: { theme: watchWhereStorybookTheme },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile (390 px)', styles: { width: '390px', height: '844px' } },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
