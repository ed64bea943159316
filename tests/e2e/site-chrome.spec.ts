import {test, expect, type Page} from '@playwright/test';
import {product} from '../../src/config/product';
import {findCommand, flagSet} from '../../src/data/cli';
import {flagAnchor} from '../../src/components/CliFlagTable/anchors';
import {withoutTrailingSlash} from '../../scripts/lib/site-routes';
import {sharedFlag} from '../fixtures/styleguide/components/sharedFlag';
import {contract, NOT_FOUND_TITLE, notFoundHeading, sidebarEntries, styleGuide, waitForHydration} from './support/site';
import {commandPage, conceptPage, guideDocs} from './support/builtPages';

/** The contract's pages (tests/routes.txt) and the sidebar each one shows. */
const contractPages = contract.flatMap((entry) => (entry.kind === 'page' ? [entry] : []));

test.describe('Navbar', () => {
  test('shows Guides, CLI, Releases, Resources and API on the left, linking to each sidebar entry', async ({page}) => {
    // A page of the Guides sidebar other than its entry, as the route contract names it.
    const guidesPage = contractPages.find(
      (entry) => entry.sidebar === 'guides' && entry.path !== sidebarEntries.guides,
    );
    await page.goto(guidesPage!.path);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const expected = [
      ['Guides', sidebarEntries.guides],
      ['CLI', sidebarEntries.cli],
      ['Releases', sidebarEntries.releases],
      ['Resources', sidebarEntries.StackBuilderExpress],
      ['API', sidebarEntries.api],
    ];
    const left = navbar.locator('.navbar__items:not(.navbar__items--right) a.navbar__link');
    await expect(left).toHaveText(expected.map(([label]) => label));
    for (const [index, [, href]] of expected.entries()) await expect(left.nth(index)).toHaveAttribute('href', href);
    await expect(navbar.getByRole('link', {name: 'Guides'})).toHaveClass(/navbar__link--active/);
  });

  test('links to the company website and shows the version and language dropdowns on the right', async ({page}) => {
    await page.goto(styleGuide.concept);
    const right = page.locator('.navbar__items--right');
    await expect(right.getByRole('link', {name: `${product.name} website`})).toHaveAttribute(
      'href',
      product.companyWebsite,
    );
    await expect(right.getByRole('link', {name: 'Next'})).toBeVisible();
    await expect(
      right.getByRole('button', {name: 'English'}).or(right.getByRole('link', {name: 'English'})),
    ).toBeVisible();
  });

  test('shows a skip-to-content link and breadcrumbs on doc pages', async ({page}) => {
    await page.goto(styleGuide.concept);
    await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeAttached();
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toBeVisible();
  });
});

test.describe('Announcement bar', () => {
  test('announces the Northwind Cloud news with both links and cannot be closed', async ({page}) => {
    await page.goto('/');
    const bar = page.getByRole('banner').filter({hasText: `${product.name} has joined ${product.provider}`});
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', {name: 'Read the announcement'})).toHaveAttribute(
      'href',
      product.announcementUrl,
    );
    await expect(bar.getByRole('link', {name: 'Visit the old docs'})).toHaveAttribute('href', product.legacyDocsUrl);
    await expect(bar.getByRole('button', {name: /close/i})).toHaveCount(0);
  });
});

test.describe('Footer', () => {
  test('has the Support and Legal columns and the copyright line', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer.footer');
    const support = footer.locator('.footer__col').filter({hasText: 'Support'});
    await expect(support.getByRole('link', {name: 'Contact support'})).toHaveAttribute(
      'href',
      `mailto:${product.supportEmail}`,
    );
    await expect(support.getByRole('link', {name: `${product.name} website`})).toHaveAttribute(
      'href',
      product.companyWebsite,
    );
    const legal = footer.locator('.footer__col').filter({hasText: 'Legal'});
    await expect(legal.getByRole('link', {name: 'Privacy policy'})).toHaveAttribute('href', product.privacyPolicyUrl);
    await expect(legal.getByRole('link', {name: 'Terms and conditions'})).toHaveAttribute('href', product.termsUrl);
    await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} ${product.company}`);
  });
});

test.describe('Colour mode', () => {
  for (const scheme of ['dark', 'light'] as const) {
    test(`follows a ${scheme} system preference until the reader chooses`, async ({browser}) => {
      const context = await browser.newContext({colorScheme: scheme});
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await context.close();
    });
  }

  test('the toggle cycles light, dark, system and persists the choice in localStorage', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    const theme = () => page.evaluate(() => window.localStorage.getItem('theme'));

    await expect(toggle).toHaveAttribute('title', /system mode/);
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await theme()).toBe('light');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await theme()).toBe('dark');
    await toggle.click();
    await expect(toggle).toHaveAttribute('title', /system mode/);
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
    expect(await theme()).toBeNull();

    await toggle.click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });
});

test.describe('Doc pages', () => {
  test('carry TechArticle structured data built from the title and path', async ({page}) => {
    const path = guideDocs()[0];
    await page.goto(path);
    // Hydration swaps the head's tags for the client's, one component at a time: read them once it is done.
    await waitForHydration(page);
    const title = await page.locator('article h1').first().textContent();
    const techArticle = () =>
      page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts
            .map((script) => JSON.parse(script.textContent ?? '{}'))
            .find((data) => data['@type'] === 'TechArticle'),
        );
    await expect.poll(techArticle).toBeDefined();
    const json = await techArticle();
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      headline: title,
      url: `${product.siteUrl}${path}`,
      author: {name: product.company},
      publisher: {name: product.company, url: product.companyWebsite},
    });
    expect(json.description.length).toBeGreaterThan(20);
    expect(json.dateModified).toBe(await page.locator('.theme-last-updated time').getAttribute('datetime'));
  });

  test('show the last-update date, without the name of whoever made the change', async ({page}) => {
    await page.goto(guideDocs()[0]);
    await expect(page.locator('.theme-last-updated')).toHaveText(/^Last updated on [^]*\d$/);
    await expect(page.locator('.theme-last-updated')).not.toContainText(' by ');
  });

  test('show a table of contents of h2 and h3 headings only', async ({page}) => {
    await page.goto(styleGuide.headings);
    const tocLinks = page.locator('.table-of-contents a');
    const headings = page.locator('article :is(h2, h3)[id]');
    expect(await page.locator('article h4[id]').count(), 'h4 headings on the page').toBeGreaterThan(0);
    expect(await headings.count()).toBeGreaterThan(1);
    await expect(tocLinks).toHaveCount(await headings.count());
    expect(await tocLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      await headings.evaluateAll((nodes) => nodes.map((node) => `#${node.id}`)),
    );
  });
});

test.describe('CLI flag tables', () => {
  const row = (page: Page, id: string) => page.locator(`tr[id="${id}"]`);
  /** The style guide's flag-table page shows the tables of these commands, which share this flag (from the CLI data). */
  const {flag, commands} = sharedFlag;

  test('anchor each flag row by its command, so a page with several tables has no duplicate ids', async ({page}) => {
    expect(commands.length, 'tables on the page').toBeGreaterThan(1);
    await page.goto(styleGuide.flagTables);
    for (const command of commands) await expect(row(page, flagAnchor(command, flag))).toContainText(`--${flag}`);
    const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  test('follow an anchor to its row', async ({page}) => {
    // The last row of the last table: far down the page.
    const command = commands[commands.length - 1];
    const flags = findCommand(command)!.flags;
    const id = flagAnchor(command, flags[flags.length - 1].name);
    await page.goto(`${styleGuide.flagTables}#${id}`);
    await waitForHydration(page);
    await expect(row(page, id)).toBeInViewport();
  });

  const globalFlags = flagSet('global').flags;
  const lastGlobalFlag = globalFlags[globalFlags.length - 1].name;
  for (const [where, path, name, id] of [
    ['a page with several tables, on the first', styleGuide.flagTables, flag, flagAnchor(commands[0], flag)],
    ['a page with one table', styleGuide.command, lastGlobalFlag, flagAnchor('global', lastGlobalFlag)],
  ]) {
    test(`take an old #flag-${name} link to its row on ${where}`, async ({page}) => {
      await page.goto(`${path}#flag-${name}`);
      await waitForHydration(page);
      await expect(page).toHaveURL((url) => url.pathname === path && url.hash === `#${id}`);
      await expect(row(page, id)).toBeInViewport();
    });
  }
});

test.describe('Sitemap', () => {
  test('lists the pages of the route contract, not the style guide, with changefreq daily and priority 0.5', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
    for (const url of urls) {
      expect(url).toContain('<changefreq>daily</changefreq>');
      expect(url).toContain('<priority>0.5</priority>');
    }
    const listed = new Set(
      urls.map((url) => withoutTrailingSlash(new URL(url.match(/<loc>([^<]+)<\/loc>/)![1]).pathname)),
    );
    expect(contractPages.map((entry) => entry.path).filter((path) => !listed.has(withoutTrailingSlash(path)))).toEqual(
      [],
    );
    expect([...listed].filter((path) => path.startsWith('/styleguide'))).toEqual([]);
  });
});

test.describe('.html paths', () => {
  test('are normalised when the server serves the file', async ({page, request}) => {
    const html = await (await request.get(`${styleGuide.concept}/`)).text();
    await page.route(`**${styleGuide.concept}/index.html`, (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: html}),
    );
    await page.goto(`${styleGuide.concept}/index.html`);
    await expect(page).toHaveURL((url) => url.pathname === styleGuide.concept);
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('are normalised when the server falls back to the not-found page', async ({page, request}) => {
    const notFound = await (await request.get('/404.html')).text();
    await page.route(`**${styleGuide.command}.html`, (route) =>
      route.fulfill({status: 404, contentType: 'text/html', body: notFound}),
    );
    await page.goto(`${styleGuide.command}.html`);
    await expect(page).toHaveURL((url) => url.pathname === styleGuide.command);
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test.describe('Commands and their output', () => {
  test('output blocks are set apart and have no copy button; command blocks keep theirs', async ({page}) => {
    await page.goto(styleGuide.concept);
    await waitForHydration(page);
    const output = page.locator('.theme-code-block.code-output').first();
    await expect(output.locator('pre')).toHaveText(/\S/);
    await output.hover();
    await expect(output.getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(0);
    const command = page.locator('.theme-code-block.language-bash').first();
    await command.hover();
    await expect(command.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
    expect(await output.locator('pre').evaluate((pre) => getComputedStyle(pre).backgroundColor)).not.toBe(
      await command.locator('pre').evaluate((pre) => getComputedStyle(pre).backgroundColor),
    );
  });

  test('a flag in running text never breaks across lines, even on a phone', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(styleGuide.flagTables);
    const flags = page.locator('.markdown :is(p, li) > code').filter({hasText: /^--[\w-]+$/});
    expect(await flags.count()).toBeGreaterThan(1);
    const broken = await flags.evaluateAll((spans) =>
      spans.filter((code) => code.getClientRects().length !== 1).map((code) => code.textContent),
    );
    expect(broken).toEqual([]);
  });
});

test.describe('Phone chrome', () => {
  const PHONE = {width: 390, height: 844};
  /** How far below the top of the page the title starts at phone width. */
  const titleTop = (page: Page) =>
    page.getByRole('heading', {level: 1}).evaluate((h1) => h1.getBoundingClientRect().top + window.scrollY);

  test.beforeEach(async ({page}) => {
    await page.setViewportSize(PHONE);
  });

  for (const [what, route] of [
    ['the home page', () => '/'],
    ['a concept page', conceptPage],
    ['a command page', commandPage],
  ] as const) {
    test(`the title of ${what} starts within 160 px of the top`, async ({page}) => {
      await page.goto(route());
      await waitForHydration(page);
      expect(await titleTop(page)).toBeLessThanOrEqual(160);
    });
  }

  test('the announcement fits one line', async ({page}) => {
    await page.goto('/');
    const lines = await page
      .locator('.theme-announcement-bar [class*="announcementBarContent"]')
      .evaluate((content) => {
        const range = document.createRange();
        range.selectNodeContents(content);
        return new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)),
        ).size;
      });
    expect(lines).toBe(1);
  });

  test('one "Copy page" menu beside the title holds the Markdown actions', async ({page}) => {
    await page.goto(commandPage());
    await waitForHydration(page);
    const menu = page.getByRole('button', {name: 'Copy page', exact: true});
    const title = await page.getByRole('heading', {level: 1}).boundingBox();
    const button = await menu.boundingBox();
    expect(button!.y).toBeLessThan(title!.y + title!.height);
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeHidden();
    await menu.click();
    await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('code that scrolls sideways shows a shadow at the edge it continues past', async ({page}) => {
    await page.goto(styleGuide.command);
    const scrolling = page.locator('.theme-code-block pre').filter({has: page.locator('code')});
    const backgrounds = await scrolling.evaluateAll((blocks) =>
      blocks.filter((pre) => pre.scrollWidth > pre.clientWidth).map((pre) => getComputedStyle(pre).backgroundImage),
    );
    expect(backgrounds.length, 'a code block of the style guide command page that scrolls at 390 px').toBeGreaterThan(
      0,
    );
    for (const background of backgrounds) expect(background).toContain('radial-gradient');
  });
});

test.describe('Not-found page', () => {
  /** A real page's route with two letters of its last part swapped, as a reader mistypes it. */
  function misspelled(route: string): string {
    for (let at = route.lastIndexOf('/') + 2; at < route.length - 1; at += 1) {
      if (/^[a-z]{2}$/.test(route.slice(at, at + 2)) && route[at] !== route[at + 1])
        return `${route.slice(0, at)}${route[at + 1]}${route[at]}${route.slice(at + 2)}`;
    }
    throw new Error(`${route} has no two different letters to swap`);
  }

  test('offers the nearest page for a misspelled address', async ({page}) => {
    const route = conceptPage();
    await page.goto(misspelled(route));
    await expect(notFoundHeading(page)).toBeVisible();
    await expect(page.getByText('Did you mean').getByRole('link')).toHaveAttribute('href', route);
  });

  test('keeps its server-rendered content on screen while its code loads', async ({page, request}) => {
    const path = misspelled(conceptPage());
    const html = await (await request.get(path)).text();
    // The code the HTML does not preload (the not-found content's own) arrives late, as on a slow network.
    await page.route('**/assets/js/**', async (route) => {
      if (!html.includes(new URL(route.request().url()).pathname)) await new Promise((done) => setTimeout(done, 500));
      await route.continue();
    });
    // Counts the frames, from the first one with the parsed page, in which the not-found title is missing.
    await page.addInitScript((title) => {
      const frames = {missing: 0};
      Object.assign(window, {notFoundFrames: frames});
      const look = () => {
        const shown = [...document.querySelectorAll('h1')].some((heading) => heading.textContent === title);
        if (document.readyState !== 'loading' && !shown) frames.missing += 1;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, NOT_FOUND_TITLE);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByText('Did you mean').getByRole('link')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as {notFoundFrames: {missing: number}}).notFoundFrames),
    ).toEqual({missing: 0});
  });

  test('lines the title up with the search box, in the site’s words', async ({page}) => {
    await page.goto(contract.find((entry) => entry.kind === 'notFound')!.path);
    const title = await notFoundHeading(page).boundingBox();
    const search = await page.getByRole('button', {name: /Search for the page/}).boundingBox();
    expect(Math.abs(title!.x - search!.x)).toBeLessThanOrEqual(1);
    await expect(page.getByText(/contact the owner/)).toHaveCount(0);
  });
});
