import { FIRST_PAINT_WAIT_MS, firstPaintShown } from './first-paint-shown';

/** jsdom lays nothing out: these elements count as shown. */
function markShown(...elements: Element[]) {
  for (const element of elements) {
    jest.spyOn(element, 'getClientRects').mockReturnValue([new DOMRect()] as never);
  }
}

function renderPreview(imageCount: number) {
  document.body.innerHTML = `<div id="first-screen-preview">${'<img src="/poster.jpg" alt="">'.repeat(imageCount)}</div><div id="root"></div>`;
  const preview = document.getElementById('first-screen-preview')!;
  const images = [...preview.querySelectorAll('img')];
  return { preview, images };
}

/** Whether the promise has settled once pending timers and frames up to `ms` have run. */
async function settledWithin(promise: Promise<void>, ms: number) {
  let done = false;
  void promise.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(ms);
  return done;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

it('resolves at once on a page without a first paint', async () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(await settledWithin(firstPaintShown(), 0)).toBe(true);
});

it('resolves at once when the first paint is hidden (a list page on a wide screen)', async () => {
  renderPreview(2);
  expect(await settledWithin(firstPaintShown(), 0)).toBe(true);
});

it('resolves at once in a hidden tab, which draws no frames', async () => {
  const { preview, images } = renderPreview(1);
  markShown(preview, ...images);
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  expect(await settledWithin(firstPaintShown(), 0)).toBe(true);
});

it('waits for the shown images, then for the frame that draws them', async () => {
  const { preview, images } = renderPreview(2);
  markShown(preview, ...images);
  const shown = firstPaintShown();

  images[0]!.dispatchEvent(new Event('load'));
  expect(await settledWithin(shown, 100)).toBe(false);

  images[1]!.dispatchEvent(new Event('error'));
  expect(await settledWithin(shown, 0)).toBe(false);
  expect(await settledWithin(shown, 20)).toBe(true);
});

it('does not wait for an image that is not shown', async () => {
  const { preview, images } = renderPreview(2);
  markShown(preview, images[0]!);
  const shown = firstPaintShown();

  images[0]!.dispatchEvent(new Event('load'));
  expect(await settledWithin(shown, 100)).toBe(true);
});

it('gives up on images still loading after the wait limit', async () => {
  const { preview, images } = renderPreview(1);
  markShown(preview, ...images);
  const shown = firstPaintShown();

  expect(await settledWithin(shown, FIRST_PAINT_WAIT_MS - 1)).toBe(false);
  expect(await settledWithin(shown, 1)).toBe(true);
});
