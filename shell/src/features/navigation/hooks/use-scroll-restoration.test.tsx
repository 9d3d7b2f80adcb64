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

  it('reads where a page opened once its first frame has painted, not while it is laid out', () => {
    jest.useFakeTimers();
    const readScrollY = jest.fn(() => 1200);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: readScrollY });
    renderWithProviders(<Pages />, { route: '/discover' });
    act(() => jest.advanceTimersToNextFrame());
    expect(readScrollY).not.toHaveBeenCalled();
    act(() => jest.runOnlyPendingTimers());
    expect(readScrollY).toHaveBeenCalled();
    jest.useRealTimers();

    // The user never scrolled, and Back still returns to where the page opened.
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
