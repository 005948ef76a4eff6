/**
 * The portal's public home in headless Chromium against the real product on localhost, as a first-time visitor
 * (a new browser context each round, so nothing is cached):
 *  1. the JS and CSS the home loads, gzip-compressed (target ≤ 180 KB);
 *  2. its largest contentful paint (target ≤ 1.0 s), median of 5.
 */
import { median } from './load';
import { kilobytes, launchChromium, meterAssets, startProduct } from './frontEnd';
import { report, round } from './report';

const BENCH = 'portal';
const HOME_GZIP_TARGET_KB = 180;
const LCP_TARGET_MS = 1000;
const ROUNDS = 5;

/** The last largest-contentful-paint entry once the page has settled (the browser reports candidates as it paints). */
const LARGEST_CONTENTFUL_PAINT = `new Promise((resolve) => {
  let latest = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) latest = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(latest), 1000);
})`;

export async function run(): Promise<void> {
  const product = await startProduct();
  const browser = await launchChromium();
  try {
    const paints: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
      const page = await context.newPage();
      const assets = meterAssets(page);
      await page.goto(`${product.baseUrl}/`, { waitUntil: 'networkidle' });
      paints.push((await page.evaluate(LARGEST_CONTENTFUL_PAINT)) as number);
      if (round === 0) {
        const home = await assets();
        report(
          { bench: BENCH, metric: 'public home JS+CSS (gzip)', value: kilobytes(home.gzipBytes), unit: 'KB', target: HOME_GZIP_TARGET_KB },
          { met: kilobytes(home.gzipBytes) <= HOME_GZIP_TARGET_KB, note: `${home.files} files, ${kilobytes(home.rawBytes)} KB raw` },
        );
      }
      await context.close();
    }
    const lcp = round(median(paints));
    report(
      { bench: BENCH, metric: 'public home largest contentful paint (median)', value: lcp, unit: 'ms', target: LCP_TARGET_MS },
      { met: lcp <= LCP_TARGET_MS, note: `rounds ${paints.map((ms) => round(ms)).join(', ')} ms` },
    );
  } finally {
    await browser.close();
    await product.stop();
  }
}
