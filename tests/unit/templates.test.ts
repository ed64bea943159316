/** Templates with `{placeholders}`: the data's output lines read back out of the lines a page prints. */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {templateReader, templatesReader} from '../../src/lib/templates';
import {DRIFT_CHECK_LINE, EXPORT_FILE_COUNT_LINES, PLAN_LINE} from '../../src/data/cli/outputs';

describe('Output line templates', () => {
  it('reads the values of a printed line, after any indentation, up to the end of the line', () => {
    assert.deepEqual(
      templateReader(PLAN_LINE)('   Plan for web-shop v5 (env prod, eu-west-1): 0 to add, 0 to change, 2 to destroy.'),
      {
        appstack: 'web-shop',
        version: 'v5',
        env: 'prod',
        region: 'eu-west-1',
        plan: '0 to add, 0 to change, 2 to destroy',
      },
    );
    assert.equal(
      templateReader(DRIFT_CHECK_LINE)('Checking drift for web-shop v3 (env prod, account 123456789012, eu-west-1)')
        ?.account,
      '123456789012',
    );
  });

  it('reads nothing from a line worded otherwise, or from a word that only ends like the template', () => {
    assert.equal(
      templateReader(PLAN_LINE)('Plan for web-shop v5 in prod: 0 to add, 0 to change, 0 to destroy'),
      undefined,
    );
    assert.equal(templateReader('wrote {path}')('overwrote infra/main.tf'), undefined);
  });

  it('gives a value its own pattern, so the more specific file count is read whole', () => {
    const values = templatesReader(EXPORT_FILE_COUNT_LINES, (name) => (name === 'path' ? '(\\S+?)' : '(.+?)'));
    assert.deepEqual(values('Wrote 63 files to infra (3 appStacks)'), {files: '63', path: 'infra', appstacks: '3'});
    assert.equal(values('Removed 4 stale files; wrote 63 files to infra (3 appStacks)')?.stale, '4');
    assert.equal(values('Saved web-shop-v5-terraform.zip (43 KB, 29 files)')?.files, '29');
  });
});
