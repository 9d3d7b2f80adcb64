import { render, screen } from '@testing-library/react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { Rating } from './rating';

describe('Rating', () => {
  it('reads IMDb out of 10 and Rotten Tomatoes as a percentage', () => {
    renderWithTheme(
      <>
        <Rating source="imdb" value={7.84} />
        <Rating source="rottenTomatoes" value={78.4} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'IMDb rating 7.8 out of 10' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rotten Tomatoes rating 78%' })).toBeInTheDocument();
  });

  it('names TMDB as a user score out of 10, in full and compact', () => {
    renderWithTheme(
      <>
        <Rating source="tmdb" value={7.34} />
        <Rating source="tmdb" value={6} appearance="compact" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'TMDB user score 7.3 out of 10' })).toHaveTextContent(
      'TMDB7.3',
    );
    expect(screen.getByRole('img', { name: 'TMDB user score 6.0 out of 10' })).toHaveTextContent(
      'TMDB6.0',
    );
  });

  it('renders nothing at 0', () => {
    const { container } = renderWithTheme(<Rating source="imdb" value={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Rating in another language', () => {
  it("reads the value and the words in the page's language", async () => {
    const { default: messages } = (await import('../../lang/de.json')) as unknown as {
      default: Record<string, MessageFormatElement[]>;
    };
    render(
      <IntlProvider locale="de" defaultLocale="en" messages={messages}>
        <Rating source="imdb" value={7.84} />
        <Rating source="rottenTomatoes" value={78.4} />
      </IntlProvider>,
    );
    expect(screen.getByRole('img', { name: 'IMDb-Bewertung 7,8 von 10' })).toHaveTextContent(
      'IMDb7,8',
    );
    expect(
      screen.getByRole('img', { name: /^Rotten-Tomatoes-Bewertung 78\s%$/ }),
    ).toBeInTheDocument();
  });
});
