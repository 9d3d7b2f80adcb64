/** @jest-environment node */
import { Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { isLeftToBrowser, LEFT_TO_BROWSER_DIGEST } from '../app/left-to-browser';
import { collectStream } from './collect-stream';

function Never(): never {
  throw new Promise(() => {});
}

describe('collectStream', () => {
  it('sends a part still pending when time runs out as its loading state, marked for the browser', async () => {
    const html = await collectStream(
      (handlers) =>
        renderToPipeableStream(
          <main>
            <h1>Title</h1>
            <Suspense fallback={<p>Loading…</p>}>
              <Never />
            </Suspense>
          </main>,
          handlers,
        ),
      {
        timeoutMs: 20,
        signal: new AbortController().signal,
        onError: () => LEFT_TO_BROWSER_DIGEST,
      },
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<p>Loading…</p>');
    expect(html).toContain(`data-dgst="${LEFT_TO_BROWSER_DIGEST}"`);
  });
});

describe('isLeftToBrowser', () => {
  it('tells a part the server left to the browser from any other hydration error', () => {
    expect(
      isLeftToBrowser(Object.assign(new Error('#419'), { digest: LEFT_TO_BROWSER_DIGEST })),
    ).toBe(true);
    expect(isLeftToBrowser(new Error('Hydration failed'))).toBe(false);
    expect(isLeftToBrowser(Object.assign(new Error('#419'), { digest: 'other' }))).toBe(false);
    expect(isLeftToBrowser(null)).toBe(false);
  });
});
