import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const IMAGE = /\.(svg|png|jpe?g|gif|webp|avif)$/i;
const DATA_URI = /^data:[^,]*?(;base64)?,(.*)$/s;

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The build inlines small images as `data:` URIs, which mean nothing to a reader of Markdown. Given the static
 * directories, returns the site path of the file an inlined image was made from (matched by content), so that
 * the twin links the image instead of embedding it; any other `src` is left as it is.
 */
export async function inlinedImageUrls(staticDirs: string[]): Promise<(src: string) => string | undefined> {
  const byContent = new Map<string, string>();
  for (const dir of staticDirs) {
    const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true}).catch(() => []);
    for (const entry of entries.filter((each) => each.isFile() && IMAGE.test(each.name))) {
      const file = path.join(entry.parentPath, entry.name);
      byContent.set(digest(await fs.readFile(file)), `/${path.relative(dir, file).split(path.sep).join('/')}`);
    }
  }
  return (src) => {
    const data = DATA_URI.exec(src);
    if (!data) return undefined;
    const bytes = data[1] ? Buffer.from(data[2], 'base64') : Buffer.from(decodeURIComponent(data[2]));
    return byContent.get(digest(bytes));
  };
}
