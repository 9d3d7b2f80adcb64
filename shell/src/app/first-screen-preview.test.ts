import { PAGE_LOADING_ATTRIBUTE, replacePreviewWhenPageShows } from './first-screen-preview';

const flushObservers = () => new Promise((resolve) => setTimeout(resolve));

function pageWithPreview() {
  document.body.innerHTML =
    '<div id="first-screen-preview"><img alt=""></div><div id="root"></div>';
  return document.getElementById('root')!;
}

const previewShown = () => document.getElementById('first-screen-preview') !== null;

function render(root: HTMLElement, html: string) {
  root.innerHTML = html;
}

it('keeps the first paint while the page shows a loading state, then replaces it', async () => {
  const root = pageWithPreview();
  replacePreviewWhenPageShows(root);
  render(root, `<main><div ${PAGE_LOADING_ATTRIBUTE}>Loading page</div></main>`);
  await flushObservers();
  expect(previewShown()).toBe(true);

  render(
    root,
    `<main><section ${PAGE_LOADING_ATTRIBUTE}>Loading movie details...</section></main>`,
  );
  await flushObservers();
  expect(previewShown()).toBe(true);

  render(root, '<main><section><h1>The Matrix</h1></section></main>');
  await flushObservers();
  expect(previewShown()).toBe(false);
});

it('is replaced by anything that is not a loading state: an error screen too', async () => {
  const root = pageWithPreview();
  replacePreviewWhenPageShows(root);
  render(root, '<div role="alert">WatchWhere could not start</div>');
  await flushObservers();
  expect(previewShown()).toBe(false);
});

it('is replaced when a loading state stops being one', async () => {
  const root = pageWithPreview();
  replacePreviewWhenPageShows(root);
  render(root, `<div ${PAGE_LOADING_ATTRIBUTE}>Loading</div>`);
  await flushObservers();
  root.firstElementChild!.removeAttribute(PAGE_LOADING_ATTRIBUTE);
  await flushObservers();
  expect(previewShown()).toBe(false);
});

it('does nothing on a page served without a first paint', async () => {
  document.body.innerHTML = '<div id="root"></div>';
  const root = document.getElementById('root')!;
  replacePreviewWhenPageShows(root);
  render(root, '<main>Home</main>');
  await flushObservers();
  expect(root.innerHTML).toBe('<main>Home</main>');
});
