import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { builtStories, DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from './storybook-index';

type RenderPhase = 'completed' | 'finished' | 'errored' | 'aborted';

/** Waits until Storybook has rendered the story and run its play function. */
async function waitForStory(page: Page): Promise<RenderPhase> {
  const handle = await page.waitForFunction(() => {
    const phase = (
      window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
    ).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return phase && ['completed', 'finished', 'errored', 'aborted'].includes(phase) ? phase : false;
  });
  return (await handle.jsonValue()) as RenderPhase;
}

for (const story of builtStories()) {
  test(`${story.title} › ${story.name}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize(story.tags.includes('mobile') ? MOBILE_VIEWPORT : DESKTOP_VIEWPORT);

    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    expect(await waitForStory(page)).not.toBe('errored');
    await expect(page.locator('.sb-errordisplay')).toBeHidden();

    // A story is a fragment, not a page: page-level landmark and heading rules do not apply.
    const axe = await new AxeBuilder({ page })
      .disableRules(['region', 'landmark-one-main', 'page-has-heading-one'])
      .analyze();
    const violations = axe.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
    );
    expect(violations, 'axe violations').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  });
}
