// Validates every built page with html-validate (settings in .htmlvalidate.mjs) and fails on any error.
// Usage: tsx scripts/validate-html.ts [outDir...]   (default build)
import fs from 'node:fs';
import path from 'node:path';
import {FileSystemConfigLoader, HtmlValidate, formatterFactory} from 'html-validate';

const ROOT = path.resolve(__dirname, '..');

const htmlFiles = (dir: string) =>
  fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();

async function main(): Promise<void> {
  const outDirs = process.argv.length > 2 ? process.argv.slice(2) : ['build'];
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  let failed = false;
  for (const outDir of outDirs) {
    const files = htmlFiles(path.resolve(ROOT, outDir));
    if (files.length === 0) throw new Error(`No HTML pages under ${outDir}/: build the site first.`);
    const report = await validator.validateMultipleFiles(files);
    const pagesWithErrors = report.results.filter((result) => result.errorCount > 0).length;
    if (!report.valid) {
      console.error(formatterFactory('stylish')(report.results));
      failed = true;
    }
    console.log(
      `validate-html: ${pagesWithErrors} of ${files.length} pages in ${outDir}/ with errors (${report.errorCount} errors, ${report.warningCount} warnings).`,
    );
  }
  if (failed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
