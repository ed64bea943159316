/** Templates with `{placeholders}`: the data's output lines read back out of the lines a page prints. */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {placeholderNames, templateReader, templatesReader} from '../../src/lib/templates';
import {DRIFT_CHECK_LINE, EXPORT_FILE_COUNT_LINES, PLAN_LINE} from '../../src/data/cli/outputs';

/** A value for each placeholder the output lines use; a path has no spaces, other values may. */
const VALUES: Record<string, string> = {
  appstack: 'web-shop',
  version: 'v5',
  env: 'prod',
  region: 'eu-west-1',
  account: '123456789012',
  plan: '0 to add, 0 to change, 2 to destroy',
  stale: '4',
  files: '63',
  path: 'infra/web-shop-v5.zip',
  appstacks: '3',
  size: '43 KB',
};

/** The values of `template`'s placeholders, by name. */
const valuesOf = (template: string) =>
  Object.fromEntries(placeholderNames(template).map((name) => [name, VALUES[name]]));
/** `template` filled in with `values`, as the CLI prints it. */
const filled = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);

describe('Output line templates', () => {
  it('reads the values of a printed line, after any indentation, up to the end of the line', () => {
    for (const template of [PLAN_LINE, DRIFT_CHECK_LINE]) {
      const values = valuesOf(template);
      assert.deepEqual(templateReader(template)(`   ${filled(template, values)}`), values, template);
    }
  });

  it('reads nothing from a line worded otherwise, or from a word that only ends like the template', () => {
    const [wording] = PLAN_LINE.split('{');
    const otherwise = filled(PLAN_LINE, valuesOf(PLAN_LINE)).replace(wording, wording.toUpperCase());
    assert.notEqual(wording, wording.toUpperCase(), 'the plan line starts with words');
    assert.equal(templateReader(PLAN_LINE)(otherwise), undefined);
    assert.equal(templateReader('wrote {path}')('overwrote infra/main.tf'), undefined);
  });

  it('gives a value its own pattern, so the more specific file count is read whole', () => {
    const values = templatesReader(EXPORT_FILE_COUNT_LINES, (name) => (name === 'path' ? '(\\S+?)' : '(.+?)'));
    for (const template of EXPORT_FILE_COUNT_LINES)
      assert.deepEqual(values(filled(template, valuesOf(template))), valuesOf(template), template);
  });
});
