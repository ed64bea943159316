// The `sidebar` rule on the sidebar categories that hold the pages of some folders only: the word floor of a page
// comes with its folder (word-count.ts), so a page of another folder in such a category would skip the floor its
// neighbours keep.
import fs from 'node:fs';
import path from 'node:path';
import sidebars from '../../sidebars';
import type {SidebarItem} from './site-index';
import {sidebarIds} from './route-references';
import type {LintProblem} from './lint-problem';

const ROOT = path.resolve(__dirname, '../..');
const SIDEBARS_FILE = path.join(ROOT, 'sidebars.ts');

/** Sidebar categories, by label, and the folders of docs/ their pages live in (as doc ids start). */
export const CATEGORY_FOLDERS: readonly {label: string; folder: RegExp; holds: string}[] = [
  {
    label: 'Operations and recovery',
    folder: /^support-and-kb\/(how-tos|troubleshooting)\//,
    holds: 'the how-tos and troubleshooting pages of docs/support-and-kb/',
  },
  {
    label: 'Security and administration',
    folder: /^security-and-admin\//,
    holds: 'the pages of docs/security-and-admin/',
  },
];

/** The categories of a sidebar at any depth. */
const categories = (items: readonly SidebarItem[]): Exclude<SidebarItem, string>[] =>
  items.flatMap((item) =>
    typeof item !== 'string' && item.type === 'category' ? [item, ...categories(item.items ?? [])] : [],
  );

/** Each doc id of sidebars.ts that sits in a category of CATEGORY_FOLDERS from another folder, at its line. */
export function checkCategoryFolders(config: Record<string, unknown> = sidebars, file = SIDEBARS_FILE): LintProblem[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  return Object.values(config).flatMap((items) =>
    categories(items as SidebarItem[]).flatMap((category) => {
      const rule = CATEGORY_FOLDERS.find(({label}) => label === category.label);
      if (!rule) return [];
      return sidebarIds(category.items ?? [])
        .filter((id) => !rule.folder.test(id))
        .map((id) => {
          const index = lines.findIndex((text) => text.includes(`'${id}'`));
          return {
            file: path.relative(ROOT, file),
            line: index + 1 || 1,
            column: index === -1 ? 1 : lines[index].indexOf(`'${id}'`) + 1,
            rule: 'sidebar',
            message: `'${id}' is in the sidebar category "${category.label}", which holds only ${rule.holds} (their word floor comes with the folder): move the page there, or its entry to another category of sidebars.ts`,
          };
        });
    }),
  );
}
