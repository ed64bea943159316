/**
 * The import checks of `npm run lint` fail on the mistakes they are there for. Each command of
 * `npm run lint:imports` runs, as package.json writes it, on a copy of the tiny project of
 * tests/fixtures/import-checks/ (which passes them) with three mistakes planted: a script that imports a package
 * that is installed but not declared (it comes with a declared one), code the build ships that imports a
 * devDependency, and an import cycle made of type-only imports. Each command must fail naming its mistake and
 * nothing else. Run: npx tsx --test tests/unit/import-checks.test.ts
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {exec} from 'node:child_process';
import {promisify} from 'node:util';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/import-checks');

interface Manifest {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}
const readManifest = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
const fixture = readManifest(FIXTURE);
const declared = new Set([...Object.keys(fixture.dependencies), ...Object.keys(fixture.devDependencies)]);

/** The commands of `npm run lint:imports`, one per check, found by how they start. */
const commands = readManifest(ROOT).scripts['lint:imports'].split(' && ');
function command(start: RegExp): string {
  const found = commands.find((candidate) => start.test(candidate));
  assert.ok(found, `npm run lint:imports runs no command matching ${start}`);
  return found;
}

/** A package that is installed only because a declared dependency depends on it. */
const transitivePackage = Object.keys(fixture.dependencies)
  .flatMap((name) => Object.keys(readManifest(path.join(ROOT, 'node_modules', name)).dependencies ?? {}))
  .find((name) => !declared.has(name) && !name.startsWith('@types/'))!;
const [devPackage] = Object.keys(fixture.devDependencies);

const PLANTED = {
  /** A new script (scripts are entries) that imports the undeclared package. */
  undeclared: 'scripts/undeclared-import.ts',
  /** The code the fixture ships, now importing a devDependency too. */
  devInBuild: 'src/index.ts',
  /** Two modules that import each other's types, the first one imported by the shipped code. */
  cycle: ['src/cycle-a.ts', 'src/cycle-b.ts'],
};

interface Run {
  code: number;
  stdout: string;
}
async function run(line: string, cwd: string): Promise<Run> {
  const env = {...process.env, PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`};
  try {
    return {code: 0, stdout: (await promisify(exec)(line, {cwd, env})).stdout};
  } catch (error) {
    const {code, stdout} = error as Run;
    return {code, stdout};
  }
}

/** Knip's JSON report as {file: {issue type: names}}, leaving out the issue types that list nothing. */
function knipIssues(stdout: string): Record<string, Record<string, string[]>> {
  const {issues} = JSON.parse(stdout) as {issues: ({file: string} & Record<string, {name: string}[]>)[]};
  return Object.fromEntries(
    issues.map(({file, ...types}) => [
      file,
      Object.fromEntries(
        Object.entries(types)
          .filter(([, items]) => items.length)
          .map(([type, items]) => [type, items.map(({name}) => name)]),
      ),
    ]),
  );
}

describe('the import checks of npm run lint', () => {
  let dir: string;
  let knip: Run;
  let knipStrict: Run;
  let cycles: Run;

  before(async () => {
    assert.ok(transitivePackage, 'the declared dependency of the fixture brings no other package');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyloom-import-checks-'));
    fs.cpSync(FIXTURE, dir, {recursive: true});
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    const plant = (file: string, text: string) => fs.appendFileSync(path.join(dir, file), text);
    plant(PLANTED.undeclared, `import '${transitivePackage}';\n`);
    plant(PLANTED.devInBuild, `import '${devPackage}';\nexport type {A} from './cycle-a';\n`);
    plant(PLANTED.cycle[0], `import type {B} from './cycle-b';\n\nexport interface A {\n  b?: B;\n}\n`);
    plant(PLANTED.cycle[1], `import type {A} from './cycle-a';\n\nexport interface B {\n  a?: A;\n}\n`);
    const json = ' --reporter json --no-config-hints';
    [knip, knipStrict, cycles] = await Promise.all([
      run(command(/^knip(?! --strict)/) + json, dir),
      run(command(/^knip --strict/) + json, dir),
      run(command(/^dpdm /), dir),
    ]);
  });

  after(() => dir && fs.rmSync(dir, {recursive: true, force: true}));

  it('knip fails on an import of a package that package.json does not declare', () => {
    assert.equal(knip.code, 1);
    assert.deepEqual(knipIssues(knip.stdout), {[PLANTED.undeclared]: {unlisted: [transitivePackage]}});
  });

  it('knip --strict fails on a devDependency imported by code the build ships', () => {
    assert.equal(knipStrict.code, 1);
    assert.deepEqual(knipIssues(knipStrict.stdout), {[PLANTED.devInBuild]: {unlisted: [devPackage]}});
  });

  it('dpdm fails on an import cycle made of type-only imports', () => {
    assert.equal(cycles.code, 1);
    const found = [...cycles.stdout.matchAll(/^\s*\d+\) (.+)$/gm)].map(([, cycle]) => cycle.split(' -> ').sort());
    assert.deepEqual(found, [[...PLANTED.cycle].sort()]);
  });
});
