import {chromium} from '@playwright/test';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu']});
const page = await browser.newPage({viewport: {width: 390, height: 844}});
await page.goto('http://127.0.0.1:4260/cli-guide/usage/provision');
await page.evaluate(() => document.fonts.ready);
console.log(await page.evaluate(() => [...document.querySelectorAll('.markdown td code')].filter(c => c.getClientRects().length > 1 && !/\s/.test(c.textContent)).map(c => c.outerHTML + ' ' + getComputedStyle(c).whiteSpace + ' ' + JSON.stringify([...c.getClientRects()].map(r => [r.x|0, r.y|0, r.width|0])))));
console.log(await page.evaluate(() => [...document.querySelectorAll('.markdown p code, .markdown li code')].filter(c => /plan-only|auto-approve/.test(c.textContent)).map(c => c.getClientRects().length + ' ' + c.className).join(', ')));
await browser.close();
