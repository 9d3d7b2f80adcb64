import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { SearchInput } from '../components/search-input';
import { TextField } from '../components/text-field';
import { renderWithTheme } from '../test-utils/render-with-theme';
import { theme } from '../theme';
import { useValueTypedEarly } from './use-value-typed-early';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Renders `ui` on the "server", lets `before` act on its HTML, then hydrates it. */
function hydrate(ui: ReactElement, before: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  before(container);
  act(() => {
    root = hydrateRoot(container, ui);
  });
}

/** Types into a field as a visitor does before the page's code runs: no React event. */
function typeBeforeHydration(field: HTMLInputElement, text: string) {
  field.focus();
  field.value = text;
}

/** A controlled field as a component owns one, its value shown beside it. */
function Field({ onAdopt }: { onAdopt?: (typed: string, focused: boolean) => void }) {
  const [value, setValue] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  useValueTypedEarly(ref, value, (typed, focused) => {
    onAdopt?.(typed, focused);
    setValue(typed);
  });
  return (
    <>
      <input ref={ref} aria-label="Name" value={value} onChange={(e) => setValue(e.target.value)} />
      <output>{value}</output>
    </>
  );
}

describe('useValueTypedEarly', () => {
  it('hands text typed before hydration to the owner, who keeps it', () => {
    const onAdopt = jest.fn();
    hydrate(<Field onAdopt={onAdopt} />, (container) =>
      typeBeforeHydration(container.querySelector('input')!, 'Matrix'),
    );
    expect(onAdopt).toHaveBeenCalledTimes(1);
    expect(onAdopt).toHaveBeenCalledWith('Matrix', true);
    // Re-rendered with the adopted state, the DOM keeps the text.
    expect(screen.getByRole('status')).toHaveTextContent('Matrix');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Matrix');
  });

  it('says the field has no focus when the visitor moved on', () => {
    const onAdopt = jest.fn();
    hydrate(<Field onAdopt={onAdopt} />, (container) => {
      typeBeforeHydration(container.querySelector('input')!, 'Matrix');
      container.querySelector('input')!.blur();
    });
    expect(onAdopt).toHaveBeenCalledWith('Matrix', false);
  });

  it('does nothing when nothing was typed', () => {
    const onAdopt = jest.fn();
    hydrate(<Field onAdopt={onAdopt} />, () => {});
    expect(onAdopt).not.toHaveBeenCalled();
  });

  it('does nothing for a field rendered in the browser, nor on later renders', async () => {
    const onAdopt = jest.fn();
    renderWithTheme(<Field onAdopt={onAdopt} />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    // React's own typing: a change event, never an adoption.
    await userEvent.type(field, 'Dune');
    expect(field).toHaveValue('Dune');
    expect(onAdopt).not.toHaveBeenCalled();
  });
});

describe('SearchInput typed into before hydration', () => {
  function Search({ onChange }: { onChange: (value: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <IntlProvider locale="en" defaultLocale="en">
        <ThemeProvider theme={theme}>
          <SearchInput
            value={value}
            onChange={(next) => {
              onChange(next);
              setValue(next);
            }}
            suggestions={value ? [{ id: '603', label: 'The Matrix', description: '1999' }] : []}
            onSelect={() => {}}
            onSubmit={() => {}}
          />
        </ThemeProvider>
      </IntlProvider>
    );
  }

  it('keeps the text and opens its suggestions', () => {
    const onChange = jest.fn();
    hydrate(<Search onChange={onChange} />, (container) =>
      typeBeforeHydration(container.querySelector('input')!, 'matr'),
    );
    expect(onChange).toHaveBeenCalledWith('matr');
    const box = screen.getByRole('combobox', { name: 'Search movies and TV shows' });
    expect(box).toHaveValue('matr');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: /The Matrix/ })).toBeInTheDocument();
  });
});

describe('TextField typed into before hydration', () => {
  function Hours({ onChange }: { onChange: (value: string) => void }) {
    const [value, setValue] = useState('20');
    return (
      <ThemeProvider theme={theme}>
        <TextField
          label="Hours"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setValue(event.target.value);
          }}
        />
        <output>{value}</output>
      </ThemeProvider>
    );
  }

  it("hands the text to its owner's onChange, once, and keeps it", () => {
    const onChange = jest.fn();
    hydrate(<Hours onChange={onChange} />, (container) =>
      typeBeforeHydration(container.querySelector('input')!, '35'),
    );
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('35');
    expect(screen.getByRole('textbox', { name: 'Hours' })).toHaveValue('35');
    expect(screen.getByRole('status')).toHaveTextContent('35');
  });

  it('leaves an uncontrolled field and its ref alone', () => {
    const ref = { current: null as HTMLInputElement | null };
    const onChange = jest.fn();
    hydrate(
      <ThemeProvider theme={theme}>
        <TextField label="Email" ref={ref} onChange={onChange} />
      </ThemeProvider>,
      (container) => typeBeforeHydration(container.querySelector('input')!, 'a@b.example'),
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(ref.current).toHaveValue('a@b.example');
  });
});
