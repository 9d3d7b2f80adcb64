import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import {
  builtStories,
  DESKTOP_VIEWPORT,
  MOBILE_VIEWPORT,
  storybookUrl,
  type StoryEntry,
} from './storybook-index';

type FinalPhase = 'completed' | 'finished' | 'errored' | 'aborted';

interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: object) => void };
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
}

/**
 * One Storybook preview per worker: stories are switched in place instead of reloading the
 * bundle for each one (about twice as fast). The a11y addon's own run is off: axe runs below.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(`${storybookUrl}/iframe.html?globals=a11y.manual:!true`);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Shows the story and waits until it has rendered and run its play function. */
async function showStory(page: Page, story: StoryEntry): Promise<FinalPhase> {
  await page.setViewportSize(story.tags.includes('mobile') ? MOBILE_VIEWPORT : DESKTOP_VIEWPORT);
  await page.evaluate((storyId) => {
    (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
      storyId,
      viewMode: 'story',
    });
  }, story.id);
  const handle = await page.waitForFunction((storyId) => {
    const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    const done = ['completed', 'finished', 'errored', 'aborted'];
    return render?.id === storyId && render.phase && done.includes(render.phase)
      ? render.phase
      : false;
  }, story.id);
  return (await handle.jsonValue()) as FinalPhase;
}

for (const story of builtStories()) {
  test(`${story.title} › ${story.name}`, async ({ preview }) => {
    const errors: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    const onPageError = (error: Error) => errors.push(error.message);
    preview.on('console', onConsole);
    preview.on('pageerror', onPageError);
    try {
      expect(await showStory(preview, story)).not.toBe('errored');
      await expect(preview.locator('.sb-errordisplay')).toBeHidden();

      // A story is a fragment, not a page: page-level landmark and heading rules do not apply.
      // Legacy mode runs axe in the page itself: no blank page opened to merge frames' results
      // (a third of the time per story), and a story has no cross-origin frame to reach.
      const axe = await new AxeBuilder({ page: preview })
        .setLegacyMode()
        .disableRules(['region', 'landmark-one-main', 'page-has-heading-one'])
        .analyze();
      const violations = axe.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
      );
      expect(violations, 'axe violations').toEqual([]);
      expect(errors, 'console errors').toEqual([]);
    } finally {
      preview.off('console', onConsole);
      preview.off('pageerror', onPageError);
    }
  });
}
