import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {ejections} from '../../scripts/lib/ejected-upstream';

const ROOT = path.resolve(__dirname, '../..');
const packageDir = (name: string) => path.join(ROOT, 'node_modules', name);

describe('Ejected components follow their upstream file', () => {
  for (const {copy, upstream, version, sha256} of ejections) {
    it(`${copy} copies ${upstream.package} ${version} ${upstream.file}, unchanged upstream`, () => {
      const installed = JSON.parse(fs.readFileSync(path.join(packageDir(upstream.package), 'package.json'), 'utf8'));
      const source = fs.readFileSync(path.join(packageDir(upstream.package), upstream.file));
      const hash = crypto.createHash('sha256').update(source).digest('hex');
      assert.equal(
        hash,
        sha256,
        `${upstream.package} ${installed.version} changed ${upstream.file}: compare it with ${copy}, bring the copy up to ` +
          `date, then set version '${installed.version}' and sha256 '${hash}' in scripts/lib/ejected-upstream.ts`,
      );
      assert.equal(installed.version, version, `${upstream.package} is ${installed.version}: update ${copy}'s header`);
      const header = fs.readFileSync(path.join(ROOT, copy), 'utf8').slice(0, 600);
      if (!copy.endsWith('.css'))
        assert.ok(
          header.includes(upstream.package) && header.includes(version),
          `${copy} must open with a comment naming ${upstream.package} ${version} and what changed`,
        );
    });
  }
});
