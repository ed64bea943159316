// The page generator behind `npm run new` (scripts/new-page.ts): creates docs/<path>.md(x) from templates/<template>,
// fills the markers it can derive, and registers the page where a page must be: sidebars.ts, the pages that list its
// folder, the published routes and the search evaluation. `release-note` and `known-issues` take a month (YYYY-MM)
// instead and fill the page from src/data/releases.ts. Reports what is left for the writer; refuses before writing.
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {redirects} from '../../src/config/redirects';
import {fillMarkers, findTemplate, pageTemplates, remainingMarkers, type PageTemplate} from './page-templates';
import {addToSidebar, lineOfDocId, placeDoc, SIDEBARS_FILE} from './sidebar-entry';
import {addToListingPages, type ListingBlock} from './listing-pages';
import {updatePublishedRoutes} from './published-routes';
import {addSearchQuery} from './search-stub';
import {knownIssuesPage, releaseNotePage, type MonthPageResult} from './release-pages';
import {cliCommandValues, imageValues, type Derived} from './new-page-values';
import {DOCS_DIR, docFiles, frontMatterOf} from './site-routes';

const ROOT = path.resolve(__dirname, '../..');
const relative = (file: string) => path.relative(ROOT, file);

/** Templates whose page is a month of the change log: their argument is the month, their content the data's. */
const MONTHLY: Record<string, (month: string) => MonthPageResult> = {
  'release-note': releaseNotePage,
  'known-issues': knownIssuesPage,
};

export const usage = () =>
  [
    'Usage:',
    '  npm run new -- <template> <path> "<title>" [--category "<sidebar category>"] [--command "<command>"]',
    '  npm run new -- release-note <YYYY-MM>',
    '  npm run new -- known-issues <YYYY-MM>',
    '',
    '<path> is where the page goes under docs/, without extension; it is the page URL:',
    '  support-and-kb/troubleshooting/token-expired is /support-and-kb/troubleshooting/token-expired.',
    `Templates: ${pageTemplates()
      .map((template) => template.name)
      .join(', ')} (in templates/).`,
    '--category puts the page in the sidebar category with that label instead of the one its folder suggests.',
    '--command names the skyloom command a cli-command page documents (by default: the command whose docPath is',
    '  the page URL, or the one named like the page).',
  ].join('\n');

/** Everything the generator writes for one page. */
interface PageSpec {
  template: PageTemplate;
  /** The doc id: the path under docs/ without extension. */
  id: string;
  route: string;
  title: string;
  values: Record<string, string>;
  /** Monthly pages go first in their lists (newest first); other pages after their siblings. */
  position: 'first' | 'last';
  /** The row listing pages show the page with, when it is not the default (the title as a link, and markers). */
  listingRow?: (block: ListingBlock) => string;
  notes: string[];
}

class Refusal extends Error {}

const PAGE_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

function pageSpec(
  template: PageTemplate,
  target: string | undefined,
  title: string | undefined,
  options: {command?: string},
): PageSpec {
  if (!target || title === undefined)
    throw new Refusal(
      `the ${template.name} template needs a path and a title: npm run new -- ${template.name} <path> "<title>"`,
    );
  const id = target.replace(/^\/?(docs\/)?/, '').replace(/\.mdx?$/, '');
  if (!PAGE_PATH.test(id) || /(^|\/)(index|readme)$/.test(id))
    throw new Refusal(
      `"${target}" is not a page path: write the path under docs/ without extension, in lower-case words joined by hyphens, for example support-and-kb/troubleshooting/token-expired`,
    );
  const folder = path.join(DOCS_DIR, path.dirname(id));
  if (!fs.existsSync(folder))
    throw new Refusal(`docs/${path.posix.dirname(id)}/ does not exist: put the page in an existing folder of docs/`);
  if (!title.trim()) throw new Refusal('the title is empty: give the page its title in quotes');
  const route = `/${id}`;
  const derived: Derived =
    template.name === 'cli-command'
      ? cliCommandValues(route, options.command)
      : template.name === 'concept'
        ? imageValues(id, docFiles(), DOCS_DIR)
        : {values: {}, notes: []};
  if ('refusal' in derived) throw new Refusal(derived.refusal);
  if (options.command !== undefined && template.name !== 'cli-command')
    throw new Refusal('--command names the command of a cli-command page; leave it out for other templates');
  return {
    template,
    id,
    route,
    title: title.trim(),
    values: {TITLE: title.trim(), SIDEBAR_LABEL: title.trim(), ...derived.values},
    position: 'last',
    notes: derived.notes,
  };
}

function monthlySpec(template: PageTemplate, month: string | undefined, extra: readonly string[]): PageSpec {
  if (!month || extra.length)
    throw new Refusal(
      `the ${template.name} template takes one argument, the month: npm run new -- ${template.name} <YYYY-MM>`,
    );
  const result = MONTHLY[template.name](month);
  if ('refusal' in result) throw new Refusal(result.refusal);
  const {page} = result;
  return {
    template,
    id: page.route.slice(1),
    route: page.route,
    title: page.title,
    values: page.values,
    position: 'first',
    listingRow: () => page.indexRow,
    notes: page.review.length
      ? [
          `${page.label} is now the newest month. These lines name the version or the month before it as the latest one or as the end of a range; update those that should now name ${page.label}:\n${page.review.map((line) => `     ${line}`).join('\n')}`,
        ]
      : [],
  };
}

/** Refuses what would overwrite a page, shadow a redirect, repeat a title or leave the page out of the sidebars. */
function checkFree(spec: PageSpec, category: string | undefined): void {
  const existing = ['.md', '.mdx']
    .map((extension) => path.join(DOCS_DIR, spec.id + extension))
    .find((file) => fs.existsSync(file));
  if (existing) throw new Refusal(`${relative(existing)} exists: edit it, or give the new page another path`);
  const redirect = redirects.find(({from}) => from.replace(/\/$/, '') === spec.route);
  if (redirect)
    throw new Refusal(
      `${spec.route} redirects to ${redirect.to} (src/config/redirects.ts): give the page another path`,
    );
  const sameTitle = docFiles().find((file) => frontMatterOf(file).title === spec.title);
  if (sameTitle) throw new Refusal(`${relative(sameTitle)} already has the title "${spec.title}": titles are unique`);
  const placement = placeDoc(fs.readFileSync(SIDEBARS_FILE, 'utf8'), spec.id, category);
  if (placement.kind === 'none') throw new Refusal(placement.reason);
}

/** The page from its template, with the values filled in and the lines left empty by a missing value dropped. */
function pageSource(spec: PageSpec): string {
  let source = fillMarkers(fs.readFileSync(spec.template.file, 'utf8'), spec.values);
  if (!/<FactTable\b/.test(source)) source = source.replace(/^import FactTable from .*\n/m, '');
  return source.replace(/^- \n/gm, '').replace(/\n{3,}/g, '\n\n');
}

function parsedArguments(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {category: {type: 'string'}, command: {type: 'string'}, help: {type: 'boolean', short: 'h'}},
    });
  } catch (error) {
    throw new Refusal((error as Error).message);
  }
}

/** What a run printed, and its exit status: 0 when the page was made, 1 when it was refused. */
export interface NewPageResult {
  status: number;
  output: string[];
  /** Why the run was refused; nothing was written. */
  refusal?: string;
}

/** Runs the generator with the command line's arguments. */
export async function newPage(args: readonly string[]): Promise<NewPageResult> {
  const output: string[] = [];
  try {
    return {status: await generate(args, (line) => output.push(line)), output};
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return {status: 1, output, refusal: error.message};
  }
}

async function generate(args: readonly string[], log: (line: string) => void): Promise<number> {
  const {values: options, positionals} = parsedArguments(args);
  if (options.help || !positionals.length) {
    log(usage());
    return options.help ? 0 : 1;
  }
  const [name, target, title, ...extra] = positionals;
  const template = findTemplate(name);
  if (!template)
    throw new Refusal(
      `unknown template "${name}"; the templates are ${pageTemplates()
        .map((each) => each.name)
        .join(', ')}`,
    );
  if (!(name in MONTHLY) && extra.length)
    throw new Refusal(`unexpected arguments: ${extra.join(' ')} (put the title in quotes)`);
  const spec =
    name in MONTHLY
      ? monthlySpec(template, target, [title, ...extra].filter(Boolean))
      : pageSpec(template, target, title, options);
  checkFree(spec, options.category);

  const file = path.join(DOCS_DIR, spec.id + template.extension);
  fs.writeFileSync(file, pageSource(spec));
  log(`Created ${relative(file)} from ${relative(template.file)}.`);

  const placement = await addToSidebar(spec.id, {category: options.category, position: spec.position});
  if (placement.kind === 'automatic')
    log(`Sidebar: the "${placement.list.label}" category shows every page of its folder; nothing to add.`);
  if (placement.kind === 'list') {
    log(
      `Sidebar: added to "${placement.list.label}" (sidebars.ts:${lineOfDocId(fs.readFileSync(SIDEBARS_FILE, 'utf8'), spec.id)}).`,
    );
    const others = placement.alternatives.map(
      (other) => `"${other.label}"${other.description ? ` (${other.description.replace(/\.$/, '')})` : ''}`,
    );
    if (others.length)
      log(
        `  Other sidebar categories with pages of this folder: ${others.join(', ')}. If the page belongs in one of them, move its line there.`,
      );
  }

  const listings = addToListingPages(
    docFiles(),
    {file, title: spec.title, route: spec.route, kind: template.name},
    {position: spec.position, row: spec.listingRow},
  );
  for (const listing of listings)
    log(
      `Listed on ${relative(listing.file)}:${listing.line}${listing.heading ? ` (under "${listing.heading}")` : ''}.`,
    );

  for (const route of updatePublishedRoutes()) log(`Route ${route} recorded in src/config/published-routes.txt.`);
  if (await addSearchQuery({query: spec.title.toLowerCase(), expect: [spec.route]}))
    log(`Search: the query "${spec.title.toLowerCase()}" expects ${spec.route} in tests/search/evaluation.json.`);

  const markers = [file, ...listings.map((listing) => listing.file)].flatMap((each) =>
    remainingMarkers(fs.readFileSync(each, 'utf8')).map(({line, text}) => `  ${relative(each)}:${line}  ${text}`),
  );
  log('\nNext:');
  let step = 1;
  if (markers.length)
    log(
      `${step++}. Fill in these markers (the content lint reports each as a placeholder until you do):\n${markers.join('\n')}`,
    );
  for (const note of spec.notes) log(`${step++}. ${note}`);
  log(`${step++}. Preview the page: npm start, then open http://localhost:3000${spec.route}`);
  log(
    `${step++}. Check it: npm run lint:content. Add more search queries readers would type to tests/search/evaluation.json.`,
  );
  return 0;
}
