import type { Locator } from 'playwright-core';

type Animated = { getAnimations(options: { subtree: boolean }): { finished: Promise<unknown> }[] };

/**
 * Waits for the element's own transitions (a dialog fading in, a drawer sliding in) to end, so that a screenshot
 * shows it in place. An animation the page cancels or replaces meanwhile rejects `finished` with AbortError; it is
 * over all the same.
 */
export async function animationsSettled(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(
      (element as unknown as Animated).getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
