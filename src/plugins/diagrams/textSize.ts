// How large a theme diagram's text renders in a page: the drawing takes the reading column's width (diagrams.css),
// never more than it was drawn, and its text scales with it. The content lint holds every drawing to MIN_TEXT_PX with
// it, so no page needs a browser to find small text; the browser suite checks READING_COLUMN_PX against the layout.

/** The reading column at desktop width: `--sl-measure` (42rem) at the root font size of 16 px (src/css/typography.css). */
export const READING_COLUMN_PX = 672;
/** The smallest text a diagram may show at desktop width. */
export const MIN_TEXT_PX = 12;

const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/** The smallest font size of the drawing's text, in px as rendered in the reading column; undefined without text. */
export function smallestRenderedText(svgSource: string): number | undefined {
  const root = /<svg\b[^>]*>/.exec(svgSource)?.[0] ?? '';
  const viewBoxWidth = number(/\bviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)/.exec(root)?.[1]);
  const drawnWidth = number(/\bwidth="([\d.]+)"/.exec(root)?.[1]) ?? viewBoxWidth;
  if (!viewBoxWidth || !drawnWidth || !/<text\b/.test(svgSource)) return undefined;
  const sizes = [...svgSource.matchAll(/\bfont-size="([\d.]+)(?:px)?"/g)].map(([, size]) => Number(size));
  if (sizes.length === 0) return undefined;
  return (Math.min(...sizes) * Math.min(READING_COLUMN_PX, drawnWidth)) / viewBoxWidth;
}
