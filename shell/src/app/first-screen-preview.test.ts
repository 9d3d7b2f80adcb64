import {
  CLICK_FOCUS_WAIT_MS,
  PAGE_LOADING_ATTRIBUTE,
  PREVIEW_LIMIT_MS,
  replacePreviewWhenPageShows,
} from './first-screen-preview';

const flushObservers = () => new Promise((resolve) => setTimeout(resolve));

function pageWithPreview() {
  document.body.innerHTML =
    '<div id="first-screen-preview"><img alt=""></div><div id="root"></div>';
  const root = document.getElementById('root')!;
  replacePreviewWhenPageShows(root);
  return root;
}

const previewShown = () => document.getElementById('first-screen-preview') !== null;

const loading = (text: string) => `<main><div ${PAGE_LOADING_ATTRIBUTE}>${text}</div></main>`;

afterEach(() => jest.useRealTimers());

it('keeps the first paint while the page shows a loading state, then replaces it', async () => {
  const root = pageWithPreview();
  root.innerHTML = loading('Loading page');
  await flushObservers();
  expect(previewShown()).toBe(true);

  root.innerHTML = loading('Loading movie details...');
  await flushObservers();
  expect(previewShown()).toBe(true);

  root.innerHTML = '<main><section><h1>The Matrix</h1></section></main>';
  await flushObservers();
  expect(previewShown()).toBe(false);
});

it('is replaced by anything that is not a loading state: an error screen too', async () => {
  const root = pageWithPreview();
  root.innerHTML = '<div role="alert">WatchWhere could not start</div>';
  await flushObservers();
  expect(previewShown()).toBe(false);
});

it('is replaced when a loading state stops being one, or the app empties its root', async () => {
  const root = pageWithPreview();
  root.innerHTML = loading('Loading');
  await flushObservers();
  root.querySelector(`[${PAGE_LOADING_ATTRIBUTE}]`)!.removeAttribute(PAGE_LOADING_ATTRIBUTE);
  await flushObservers();
  expect(previewShown()).toBe(false);

  const crashed = pageWithPreview();
  crashed.innerHTML = loading('Loading');
  await flushObservers();
  crashed.replaceChildren();
  await flushObservers();
  expect(previewShown()).toBe(false);
});

it('gives way to the page’s own loading state after the limit', async () => {
  jest.useFakeTimers();
  const root = pageWithPreview();
  root.innerHTML = loading('Loading movie details...');
  await jest.advanceTimersByTimeAsync(PREVIEW_LIMIT_MS - 1);
  expect(previewShown()).toBe(true);
  await jest.advanceTimersByTimeAsync(1);
  expect(previewShown()).toBe(false);
});

it('gives way at the first key or click, not at a press (its click would land in the app)', async () => {
  const press = pageWithPreview();
  press.innerHTML = loading('Loading');
  await flushObservers();
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(previewShown()).toBe(true);

  for (const event of [new KeyboardEvent('keydown', { key: 'Tab' }), new MouseEvent('click')]) {
    const root = pageWithPreview();
    root.innerHTML = loading('Loading');
    await flushObservers();
    document.body.dispatchEvent(event);
    expect(previewShown()).toBe(false);
  }
});

it("a click that shows the app focuses the app's text field under it, and activates nothing", async () => {
  const root = pageWithPreview();
  root.innerHTML = `${loading('Loading')}<input aria-label="Search"><button>Menu</button>`;
  await flushObservers();
  const [field, button] = [root.querySelector('input')!, root.querySelector('button')!];
  const pressed = jest.fn();
  button.addEventListener('click', pressed);
  const elementFromPoint = document.elementFromPoint;
  document.elementFromPoint = (x) => (x === 10 ? field : button);
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 10 }));
  expect(previewShown()).toBe(false);
  expect(document.activeElement).toBe(field);

  const again = pageWithPreview();
  again.innerHTML = `${loading('Loading')}<button>Menu</button>`;
  await flushObservers();
  const menu = again.querySelector('button')!;
  menu.addEventListener('click', pressed);
  document.elementFromPoint = () => menu;
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 50 }));
  expect(previewShown()).toBe(false);
  expect(document.activeElement).not.toBe(menu);
  expect(pressed).not.toHaveBeenCalled();
  document.elementFromPoint = elementFromPoint;
});

describe('a tap on the painted search box while the page is still loading', () => {
  const elementFromPoint = document.elementFromPoint;
  afterEach(() => {
    document.elementFromPoint = elementFromPoint;
  });

  /** MutationObserver callbacks run as microtasks, which fake timers leave alone. */
  const flushMicrotasks = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  /**
   * The app's root with its route still loading, the first paint tapped at x = 10 (on its search
   * box unless `on` says where); `arrive` renders the page with its box at `x`.
   */
  async function tapWhileLoading({ on = '[data-app-field] span', detail = 1 } = {}) {
    document.body.innerHTML =
      '<div id="first-screen-preview"><div data-app-field><span>Search</span></div><img alt=""></div><div id="root"></div>';
    const root = document.getElementById('root')!;
    replacePreviewWhenPageShows(root);
    root.innerHTML = loading('Loading page');
    await flushMicrotasks();
    let fieldX = 10;
    document.elementFromPoint = (x) => (x === fieldX ? root.querySelector('main input') : null);
    document
      .querySelector(on)!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 10, detail }));
    expect(previewShown()).toBe(false);
    return async ({ x = 10, html = '<main><form><input type="search"></form></main>' } = {}) => {
      fieldX = x;
      root.innerHTML = html;
      await flushMicrotasks();
      return root.querySelector('main input');
    };
  }

  it('focuses the box when it arrives under the tap', async () => {
    const arrive = await tapWhileLoading();
    const field = await arrive();
    expect(document.activeElement).toBe(field);
  });

  it('leaves it alone once the visitor has pressed, touched, scrolled or focused something', async () => {
    const movesOn = [
      () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })),
      () => document.body.dispatchEvent(new Event('pointerdown')),
      () => document.body.dispatchEvent(new Event('touchstart')),
      () => document.body.dispatchEvent(new Event('wheel')),
      () => {
        const other = document.body.appendChild(document.createElement('button'));
        other.focus();
        other.blur();
      },
    ];
    for (const moveOn of movesOn) {
      const arrive = await tapWhileLoading();
      moveOn();
      const field = await arrive();
      expect(document.activeElement).not.toBe(field);
    }
  });

  it(`leaves it alone when it arrives more than ${CLICK_FOCUS_WAIT_MS} ms later`, async () => {
    jest.useFakeTimers();
    const arrive = await tapWhileLoading();
    jest.advanceTimersByTime(CLICK_FOCUS_WAIT_MS);
    const field = await arrive();
    expect(document.activeElement).not.toBe(field);
  });

  it('stops at the first field that arrives elsewhere, or when the page has loaded without one', async () => {
    let arrive = await tapWhileLoading();
    await arrive({ x: 300 });
    let field = await arrive();
    expect(document.activeElement).not.toBe(field);

    arrive = await tapWhileLoading();
    await arrive({ html: '<main><h1>Home</h1></main>' });
    field = await arrive();
    expect(document.activeElement).not.toBe(field);
  });

  it('does not wait after a tap elsewhere on the first paint, or a click no pointer made', async () => {
    for (const tap of [{ on: 'img' }, { detail: 0 }]) {
      const arrive = await tapWhileLoading(tap);
      const field = await arrive();
      expect(document.activeElement).not.toBe(field);
    }
  });

  it('does not focus a box that is not a text field', async () => {
    const arrive = await tapWhileLoading();
    const radio = await arrive({ html: '<main><input type="radio"></main>' });
    expect(document.activeElement).not.toBe(radio);
  });
});
