import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';

// A journey through the app in the test-only pseudo-locale (`/en-xa/…`: every message accented,
// bracketed and a third longer, as FormatJS makes it), on a phone's width: any English message
// still on screen was not translated, and any text cut off or overflowing would be in a longer
// language too.

test.use({ viewport: { width: 390, height: 844 } });

const REPO = path.resolve(import.meta.dirname, '../..');

/** Every English message's plain text of two words or more, from every package's catalog. */
function englishSentences(): string[] {
  const sentences = new Set<string>();
  for (const entry of readdirSync(REPO, { withFileTypes: true })) {
    const catalog = path.join(REPO, entry.name, 'src', 'lang', 'en.json');
    let messages: Record<string, { defaultMessage: string }>;
    try {
      messages = JSON.parse(readFileSync(catalog, 'utf8'));
    } catch {
      continue;
    }
    for (const { defaultMessage } of Object.values(messages)) {
      // The text between placeholders and tags, e.g. "Step {step} of {total}" → "Step", "of".
      for (const part of defaultMessage.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\w+>/)) {
        const text = part.trim();
        if (/^[A-Za-z][a-z]*(?:[ '’-][A-Za-z][a-z]*)+[.!?…]?$/.test(text)) sentences.add(text);
      }
    }
  }
  return [...sentences];
}

const ENGLISH = englishSentences();

/** What on the page a visitor reads: visible text, `aria-label`s, placeholders, the title. */
async function readableText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !element.checkVisibility()) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt]',
    )) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** Elements whose text is cut off (clipped by their box) or that reach past the screen's edge. */
async function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      found.push(
        `the page scrolls sideways: ${document.documentElement.scrollWidth} px > ${width} px`,
      );
    }
    /** Inside a box that scrolls sideways (a row of chips, the tabs): the rest shows on a swipe. */
    const scrolls = (element: HTMLElement) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return true;
      }
      return false;
    };
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (!element.checkVisibility() || !element.textContent?.trim()) continue;
      // Text for screen readers only sits in a 1 px box on purpose.
      if (element.getBoundingClientRect().width <= 1) continue;
      const style = getComputedStyle(element);
      const clips =
        ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const ownText = [...element.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
      );
      if (clips && ownText && element.scrollWidth > element.clientWidth + 1) {
        found.push(`cut off: "${element.textContent.trim().slice(0, 60)}"`);
      }
      const box = element.getBoundingClientRect();
      if (ownText && box.right > width + 1 && !scrolls(element)) {
        found.push(
          `past the edge (${Math.round(box.right)} px): "${element.textContent.trim().slice(0, 60)}"`,
        );
      }
    }
    return found;
  });
}

const JOURNEY = [
  '/en-xa',
  '/en-xa/discover',
  '/en-xa/search?q=matrix',
  '/en-xa/movie/603',
  '/en-xa/movie/tv_1396',
  '/en-xa/plans',
  '/en-xa/auth',
  '/en-xa/account',
  '/en-xa/library',
  '/en-xa/about',
  '/en-xa/privacy',
  '/en-xa/welcome',
  '/en-xa/onboarding/services',
  '/en-xa/onboarding/location',
  '/en-xa/no-such-page',
];

for (const pathname of JOURNEY) {
  test(`${pathname}: every message translated, nothing cut off or overflowing at 390 px`, async ({
    page,
    consoleErrors,
    networkQuiet,
  }) => {
    await page.goto(pathname);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await networkQuiet();
    const texts = await readableText(page);
    const english = texts.filter((text) => ENGLISH.some((sentence) => text.includes(sentence)));
    expect(english, 'English messages on the page').toEqual([]);
    expect(await overflowingText(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    // A page not found answers 404, which the browser reports.
    expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });
}
