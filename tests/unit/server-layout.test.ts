import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {
  HTTP_RULES,
  IMAGE,
  SERVER_BLOCK,
  SERVER_RULES,
  localServerBlock,
  rulesDirOf,
} from '../../scripts/lib/server-layout';

const ROOT = path.join(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const dockerfile = read('deploy/Dockerfile');
const serverBlock = read(SERVER_BLOCK);
const LOCAL = {listen: '127.0.0.1:4173', siteRoot: '/work/build', rulesDir: '/work/build-nginx'};

/** The Dockerfile's instructions, continuation lines joined. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'));
const copies = instructions
  .filter((line) => line.startsWith('COPY '))
  .map((line) => line.split(/\s+/).slice(1) as [string, string]);
/** The nginx packages `.ci/run` installs for the test suite's server. */
const ciNginxPackages = [
  'nginx',
  ...(/for package in ([^;]+); do/.exec(read('.ci/run'))?.[1].split(/\s+/) ?? []).filter((name) =>
    name.startsWith('libnginx-mod-'),
  ),
];

describe('The production image serves what the test suite serves', () => {
  it('copies the server block, the rules the build writes beside it and the build, to the paths the block names', () => {
    assert.deepEqual(copies, [
      [SERVER_BLOCK, IMAGE.serverBlock],
      [`${rulesDirOf('build')}/`, `${IMAGE.rulesDir}/`],
      ['build/', `${IMAGE.siteRoot}/`],
    ]);
    for (const [source] of copies)
      assert.match(read('.dockerignore'), new RegExp(`^!${source.replace(/\/$/, '')}$`, 'm'), source);
  });

  it('is served by the same server block, the image paths mapped to the local build and nothing else changed', () => {
    const local = localServerBlock(serverBlock, LOCAL);
    const directives = local.replace(/^\s*#.*$/gm, '');
    for (const imagePath of [IMAGE.siteRoot, IMAGE.rulesDir]) assert.ok(!directives.includes(imagePath), imagePath);
    assert.match(local, /^\s*listen 127\.0\.0\.1:4173;$/m);
    assert.match(local, /^\s*root \/work\/build;$/m);
    assert.match(local, new RegExp(`^include /work/build-nginx/${HTTP_RULES.replace('.', '\\.')};$`, 'm'));
    assert.match(local, new RegExp(`^\\s*include /work/build-nginx/${SERVER_RULES.replace('.', '\\.')};$`, 'm'));
    const changed = serverBlock.split('\n').filter((line, index) => line !== local.split('\n')[index]);
    assert.equal(changed.length, 4, changed.join('\n'));
  });

  it('stops the test server when the server block no longer names a path of the image', () => {
    assert.throws(
      () => localServerBlock(serverBlock.replace(`root ${IMAGE.siteRoot};`, 'root /var/www;'), LOCAL),
      /skyloom-docs\.conf has no `root \/srv\/skyloom-docs;` line/,
    );
  });

  it("runs the nginx packages .ci/run installs, on the Debian release of CI's browser suite", () => {
    const install = instructions.find((line) => line.includes('apt-get install'));
    assert.ok(ciNginxPackages.length >= 3, ciNginxPackages.join(' '));
    for (const name of ciNginxPackages) assert.match(install ?? '', new RegExp(`\\s${name}(\\s|$)`), name);
    const ci = parse(read('.github/workflows/ci.yml')) as {jobs: {browser: {container: string}}};
    const release = /-(\w+)$/.exec(ci.jobs.browser.container)?.[1];
    assert.match(instructions.find((line) => line.startsWith('FROM ')) ?? '', new RegExp(`^FROM debian:${release}\\b`));
  });
});
