import fs from 'node:fs';
import type {Page} from '@playwright/test';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeWindow {
  axe?: {
    run: (
      context: Document | {exclude: string[][]},
      options: {runOnly?: string[]; rules: Record<string, {enabled: boolean}>; resultTypes: string[]},
    ) => Promise<{violations: {id: string; nodes: {target: string[]}[]}[]}>;
  };
}

/**
 * The rules whose result depends on colors, which the site's CSS sets per element kind and color mode (docs carry no
 * inline styles): a second color mode changes colors, never the document, so checking only these in it finds all it
 * can add, and a page that brings no new element kind adds nothing to them.
 */
export const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/** Which of axe's rules a run checks, and on what. */
export interface AxeScope {
  /** Only these rules (default: every rule axe runs by default). */
  only?: string[];
  /** Every default rule but these. */
  skip?: string[];
  /** Leaves out the elements these selectors match (the page-wide rules still run). */
  exclude?: string[];
}

/**
 * Runs axe-core on the page as it is now and describes each violation with up to three of its elements. axe is
 * injected once per document and run directly: the page has no frames, and this is three times faster than
 * @axe-core/playwright's frame-by-frame run.
 */
export async function axeViolations(page: Page, {only, skip = [], exclude = []}: AxeScope = {}): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({only, skip, exclude}) => {
      // Only violations are read, so axe skips building the results of every passing and inapplicable check.
      const {violations} = await (window as AxeWindow).axe!.run(
        exclude.length ? {exclude: exclude.map((selector) => [selector])} : document,
        {
          ...(only ? {runOnly: only} : {}),
          rules: Object.fromEntries(skip.map((rule) => [rule, {enabled: false}])),
          resultTypes: ['violations'],
        },
      );
      return violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    },
    {only, skip, exclude},
  );
}
