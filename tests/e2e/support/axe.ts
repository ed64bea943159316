import fs from 'node:fs';
import type {Page} from '@playwright/test';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeWindow {
  axe?: {
    run: (
      context: Document | {exclude: string[][]},
      options: {runOnly?: string[]; resultTypes: string[]},
    ) => Promise<{violations: {id: string; nodes: {target: string[]}[]}[]}>;
  };
}

/**
 * The rules whose result depends on the color mode: a second color mode changes colors, never the document, so
 * checking only these in it finds all it can add.
 */
export const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core (every rule it runs by default) on the page as it is now and describes each violation with up to
 * three of its elements. axe is injected once per document and run directly: the page has no frames, and this is
 * three times faster than @axe-core/playwright's frame-by-frame run. `rules` limits the run to those rules;
 * `exclude` leaves out the elements those selectors match (the page-wide rules still run).
 */
export async function axeViolations(page: Page, rules?: string[], exclude: string[] = []): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({runOnly, exclude}) => {
      // Only violations are read, so axe skips building the results of every passing and inapplicable check.
      const {violations} = await (window as AxeWindow).axe!.run(
        exclude.length ? {exclude: exclude.map((selector) => [selector])} : document,
        {...(runOnly ? {runOnly} : {}), resultTypes: ['violations']},
      );
      return violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    },
    {runOnly: rules, exclude},
  );
}
