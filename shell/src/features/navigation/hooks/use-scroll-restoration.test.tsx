import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from 'dev-harness/testing';
import { Link, useNavigate } from 'react-router';
import { useScrollRestoration } from './use-scroll-restoration';

function Pages() {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/movie/603">The Matrix</Link>
      <Link to="/discover?type=tv">TV only</Link>
      <button onClick={() => void navigate(-1)}>Back</button>
    </>
  );
}

/** The user scrolls the page to `y` (jsdom has no layout, so the page is said to be tall). */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

beforeEach(() => {
  sessionStorage.clear();
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 10_000,
  });
  window.scrollTo = jest.fn() as typeof window.scrollTo;
  scrollTo(0);
});

describe('scroll on navigation', () => {
  it('starts another page at the top, and Back returns to where the user was', () => {
    renderWithProviders(<Pages />, { route: '/discover' });
    scrollTo(2400);

    fireEvent.click(screen.getByRole('link', { name: 'The Matrix' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollTo(300);
    act(() => screen.getByRole('button', { name: 'Back' }).click());
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 2400);
  });

  it('keeps where a page opened scrolled to, once it has painted, though the user never scrolled', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1200 });
    renderWithProviders(<Pages />, { route: '/discover' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    fireEvent.click(screen.getByRole('link', { name: 'The Matrix' }));
    act(() => screen.getByRole('button', { name: 'Back' }).click());
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1200);
  });

  it('leaves the scroll alone when only the query changes (a filter, a search)', () => {
    renderWithProviders(<Pages />, { route: '/discover' });
    scrollTo(900);

    fireEvent.click(screen.getByRole('link', { name: 'TV only' }));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
