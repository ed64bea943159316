// `npm run new -- <template> <path> "<title>"` (or `release-note <YYYY-MM>`, `known-issues <YYYY-MM>`): creates a
// page from templates/ and registers it, as lib/new-page.ts does; prints what is left for the writer.
import {newPage, usage} from './lib/new-page';

newPage(process.argv.slice(2)).then(({status, output, refusal}) => {
  for (const line of output) console.log(line);
  if (refusal) console.error(`npm run new: ${refusal}\n\n${usage()}`);
  process.exit(status);
});
