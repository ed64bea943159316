import {test, expect, type Page} from '@playwright/test';
import {product} from '../../src/config/product';
import {waitForHydration} from './support/site';

test.describe('Navbar', () => {
  test('shows Guides, CLI, Releases and Resources on the left, linking to each sidebar entry', async ({page}) => {
    await page.goto('/concepts/drift');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const expected = [
      ['Guides', '/'],
      ['CLI', '/cli-guide/'],
      ['Releases', '/release-notes'],
      ['Resources', '/resources'],
    ];
    const left = navbar.locator('.navbar__items:not(.navbar__items--right) a.navbar__link');
    await expect(left).toHaveText(expected.map(([label]) => label));
    for (const [index, [, href]] of expected.entries()) await expect(left.nth(index)).toHaveAttribute('href', href);
    await expect(navbar.getByRole('link', {name: 'Guides'})).toHaveClass(/navbar__link--active/);
  });

  test('links to the company website and shows the version and language dropdowns on the right', async ({page}) => {
    await page.goto('/cli-guide/get-started');
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
    await page.goto('/concepts/appstacks/manage');
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
    await page.goto('/concepts/drift');
    const title = await page.locator('article h1').first().textContent();
    const json = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? '{}')).find((data) => data['@type'] === 'TechArticle'),
      );
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      headline: title,
      url: `${product.siteUrl}/concepts/drift`,
      author: {name: product.company},
      publisher: {name: product.company, url: product.companyWebsite},
    });
    expect(json.description.length).toBeGreaterThan(20);
    expect(json.dateModified).toBe(await page.locator('.theme-last-updated time').getAttribute('datetime'));
  });

  test('show the last-update time', async ({page}) => {
    await page.goto('/cli-guide/get-started');
    await expect(page.locator('.theme-last-updated')).toContainText('Last updated on');
  });

  test('show a table of contents of h2 and h3 headings only', async ({page}) => {
    await page.goto('/concepts/drift');
    const tocLinks = page.locator('.table-of-contents a');
    const headings = page.locator('article :is(h2, h3)[id]');
    await expect(tocLinks).toHaveCount(await headings.count());
  });
});

test.describe('CLI flag tables', () => {
  const MANAGE_RESOURCES = '/cli-guide/usage/manage-resources';
  const row = (page: Page, id: string) => page.locator(`tr[id="${id}"]`);

  test('anchor each flag row by its command, so a page with several tables has no duplicate ids', async ({page}) => {
    await page.goto(MANAGE_RESOURCES);
    for (const command of ['list', 'add', 'update', 'remove'])
      await expect(row(page, `resources-${command}-project`)).toContainText('--project');
    const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  test('follow an anchor to its row', async ({page}) => {
    await page.goto(`${MANAGE_RESOURCES}#resources-update-type`);
    await waitForHydration(page);
    await expect(row(page, 'resources-update-type')).toBeInViewport();
  });

  for (const [where, path, flag, id] of [
    ['a page with several tables, on the first', MANAGE_RESOURCES, 'project', 'resources-list-project'],
    ['a page with one table', '/cli-guide/usage/provision', 'plan-only', 'provision-plan-only'],
  ]) {
    test(`take an old #flag-${flag} link to its row on ${where}`, async ({page}) => {
      await page.goto(`${path}#flag-${flag}`);
      await waitForHydration(page);
      await expect(page).toHaveURL((url) => url.pathname === path && url.hash === `#${id}`);
      await expect(row(page, id)).toBeInViewport();
    });
  }
});

test.describe('Sitemap', () => {
  test('lists the docs with changefreq daily and priority 0.5', async ({request}) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      expect(url).toContain('<changefreq>daily</changefreq>');
      expect(url).toContain('<priority>0.5</priority>');
    }
    expect(xml).toContain(`<loc>${product.siteUrl}/cli-guide/get-started</loc>`);
  });
});

test.describe('.html paths', () => {
  test('are normalised when the server serves the file', async ({page, request}) => {
    const html = await (await request.get('/concepts/drift/')).text();
    await page.route('**/concepts/drift/index.html', (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: html}),
    );
    await page.goto('/concepts/drift/index.html');
    await expect(page).toHaveURL((url) => url.pathname === '/concepts/drift');
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('are normalised when the server falls back to the not-found page', async ({page, request}) => {
    const notFound = await (await request.get('/404.html')).text();
    await page.route('**/cli-guide/get-started.html', (route) =>
      route.fulfill({status: 404, contentType: 'text/html', body: notFound}),
    );
    await page.goto('/cli-guide/get-started.html');
    await expect(page).toHaveURL((url) => url.pathname === '/cli-guide/get-started');
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test.describe('Commands and their output', () => {
  test('output blocks are set apart and have no copy button; command blocks keep theirs', async ({page}) => {
    await page.goto('/cli-guide/usage/provision');
    await waitForHydration(page);
    const output = page.locator('.theme-code-block.code-output').first();
    await expect(output).toContainText('Plan for web-shop v1');
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
    await page.goto('/cli-guide/usage/provision');
    for (const flag of ['--plan-only', '--auto-approve']) {
      const spans = page.locator('.markdown :is(p, li) > code').filter({hasText: new RegExp(`^${flag}$`)});
      expect(await spans.count()).toBeGreaterThan(0);
      for (const span of await spans.all()) expect(await span.evaluate((code) => code.getClientRects().length)).toBe(1);
    }
  });
});
