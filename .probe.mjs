import {chromium} from '@playwright/test';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu']});
const page = await browser.newPage({viewport: {width: 390, height: 844}, colorScheme: 'light'});
await page.goto('http://127.0.0.1:4260/cli-guide/usage/provision');
await page.evaluate(() => document.fonts.ready);
// Does any flag wrap? Compare each code-nowrap's height with its line height.
const wraps = await page.evaluate(() => [...document.querySelectorAll('.markdown code')].filter(c => c.getClientRects().length > 1).map(c => c.textContent + ' @' + c.parentElement.tagName + '.' + c.parentElement.className + '<' + c.parentElement.parentElement.tagName + (c.closest('td') ? ' col' + (c.closest('td').cellIndex) : '')));
console.log('wrapping code:', JSON.stringify(wraps));
const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
console.log('scrollWidth', overflow);
await page.locator('.table-scroll').first().scrollIntoViewIfNeeded();
await page.screenshot({path: '/work/wt/theme-shots/probe-table-phone.png'});
await page.locator('.code-output').first().scrollIntoViewIfNeeded();
await page.screenshot({path: '/work/wt/theme-shots/probe-output-phone.png'});
const tables = await page.evaluate(() => [...document.querySelectorAll('.table-scroll')].map(t => [t.clientWidth, t.scrollWidth, t.getAttribute('aria-label')]));
console.log(JSON.stringify(tables));
await browser.close();
