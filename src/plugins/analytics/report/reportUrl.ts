/**
 * The "Report a problem with this page" link: a new issue in the docs repository, its title and body prefilled
 * with the page and the section the reader is looking at.
 */

export interface ReportedPage {
  title: string;
  /** The page's public URL, without query or hash. */
  url: string;
}

export interface HeadingBox {
  id: string;
  text: string;
  /** Top and bottom of the heading, in pixels from the top of the viewport. */
  top: number;
  bottom: number;
}

/** A heading's text as the reader sees it: the zero-width space of its "#" anchor link and extra spaces dropped. */
export const headingText = (text: string): string =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The first heading inside the visible band (below the navbar, above the bottom of the window); when none is, the
 * last one above it, whose section fills the screen. Null above the first heading. Headings without a box (in a
 * closed details section) are not on the page for the reader.
 */
export function headingInView(headings: readonly HeadingBox[], band: {top: number; bottom: number}): HeadingBox | null {
  const shown = headings.filter((heading) => heading.bottom > heading.top);
  const visible = shown.find((heading) => heading.bottom > band.top && heading.top < band.bottom);
  return visible ?? shown.filter((heading) => heading.bottom <= band.top).pop() ?? null;
}

export function reportProblemUrl(
  repositoryUrl: string,
  page: ReportedPage,
  heading: Pick<HeadingBox, 'id' | 'text'> | null,
): string {
  const body = [
    `Page: ${page.title}`,
    `URL: ${page.url}`,
    ...(heading ? [`Section: ${heading.text} (${page.url}#${heading.id})`] : []),
    '',
    'What is wrong or missing?',
    '',
  ].join('\n');
  return `${repositoryUrl}/issues/new?${new URLSearchParams({title: `Problem with the page "${page.title}"`, body})}`;
}
