import {spawn} from 'node:child_process';
import fs from 'node:fs';
async function main() {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = spawn('/work/main/node_modules/.bin/tsx', ['scripts/serve-build.ts', '--port', '4999'], {cwd: '/work/main', stdio: 'ignore'});
  await new Promise((r) => setTimeout(r, 2500));
  const chrome = await chromeLauncher.launch({chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu']});
  for (const page of process.argv.slice(2)) {
    const result = await lighthouse(`http://127.0.0.1:4999${page}`, {port: chrome.port, output: 'json', logLevel: 'error'});
    const lhr = result!.lhr;
    fs.writeFileSync('/tmp/lh/full.json', JSON.stringify(result!.artifacts ? {lhr, trace: (result as any).artifacts.Trace ?? (result as any).artifacts.traces?.defaultPass} : lhr));
    const a = lhr.audits;
    console.log('==', page, lhr.categories.performance.score);
    for (const r of (a['network-requests'].details as any).items) console.log('   req', r.transferSize, r.resourceType, r.url.slice(-60));
    for (const id of ['largest-contentful-paint-element', 'lcp-lazy-loaded', 'render-blocking-resources', 'bootup-time', 'mainthread-work-breakdown', 'long-tasks', 'font-display', 'unused-javascript', 'unused-css-rules', 'dom-size']) {
      const d = a[id]?.details as any;
      console.log('--', id, a[id]?.displayValue ?? '');
      if (d?.items) for (const it of d.items.slice(0, 6)) console.log('   ', JSON.stringify(it).slice(0, 300));
    }
  }
  await chrome.kill(); server.kill('SIGTERM');
}
main();
