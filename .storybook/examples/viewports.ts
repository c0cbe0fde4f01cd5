import { expect } from 'storybook/test';

/** The two widths every page example is shown at (the Viewport button of the toolbar lists them). */
export const exampleViewports = {
  desktop1366: { name: 'Laptop 1366 × 768', styles: { width: '1366px', height: '768px' } },
  mobile375: { name: 'Phone 375 × 812', styles: { width: '375px', height: '812px' } },
};
export const desktop = { viewport: { value: 'desktop1366', isRotated: false } };
export const mobile = { viewport: { value: 'mobile375', isRotated: false } };

/** The page's width as drawn: the test asserts the example really is at that width. */
export const pageWidth = () => document.documentElement.clientWidth;

/**
 * A story's play at `width`: checks the example really is drawn that wide, uses it, and on a
 * phone checks that nothing scrolls sideways.
 */
export function playAt<Context extends { canvasElement: HTMLElement }>(
  width: 1366 | 375,
  use: (context: Context) => Promise<void>,
) {
  return async (context: Context) => {
    await expect(pageWidth()).toBe(width);
    await use(context);
    if (width === 375) await expect(document.documentElement.scrollWidth).toBe(375);
  };
}
