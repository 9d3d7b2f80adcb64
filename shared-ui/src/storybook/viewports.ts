/**
 * Spread into a story to show it on a 390 px phone. The `mobile` tag tells the Playwright
 * story check to use the same width.
 */
export const onMobile = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['mobile'],
};
