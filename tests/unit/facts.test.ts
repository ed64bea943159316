import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {findCommand, flagsOf} from '../../src/data/cli';
import {
  cliErrors,
  commandExitCodes,
  errorExample,
  errorsOf,
  exitCodes,
  findError,
  messagePattern,
} from '../../src/data/cli/errors';
import {commandOutputs, outputLines} from '../../src/data/cli/outputs';
import {RUN_ID} from '../../src/data/cli/runs';
import {
  builtInRules,
  exportFiles,
  findRelease,
  formatPolicySummary,
  isTestedVersion,
  limits,
  pinLowerBound,
  providers,
  sampleAppStacks,
  sampleAwsAccounts,
  sampleAzureSubscriptions,
  sampleCustomRules,
  sampleCloudDeployments,
  sampleEnvironments,
  sampleGcpProjects,
  sampleProjects,
  sampleReleases,
  sampleRuns,
  sampleWebShopVersions,
  SEVERITY_IDS,
  toolVersions,
  versionCreatedMinute,
} from '../../src/data/platform';
import {FACT_TABLES, factTable} from '../../src/components/FactTable/tables';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';
import type {Root} from 'mdast';
import remarkFacts from '../../src/plugins/facts/remarkFacts';
import {outlineFromSource} from '../../src/plugins/search/indexing/outlineFromSource';
import {lintFile} from '../../scripts/lib/content-lint';
import {siteIndex} from '../../scripts/lib/site-index';
import {allFacts, FACT_RULES, insertedKey} from '../../scripts/lib/fact-detectors';
import {valueTokens} from '../../scripts/lib/fact-detectors/shapes';
import {knownRoutes} from '../../scripts/lib/site-routes';
import {assertReports, cleanDoc, lintSource} from './support/lintFixture';

const routes = knownRoutes();
const unique = (values: readonly string[]) => new Set(values).size === values.length;
const links = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);

describe('Facts data', () => {
  it('pins every provider inside the versions it is tested with', () => {
    assert.ok(unique(providers.map((provider) => provider.name)));
    assert.ok(unique(providers.map((provider) => provider.source)));
    for (const provider of providers) {
      assert.match(provider.defaultPin, /^~> \d+\.\d+$/, provider.source);
      assert.ok(
        isTestedVersion(provider, pinLowerBound(provider.defaultPin)),
        `${provider.source} pin ${provider.defaultPin} is outside its tested versions`,
      );
    }
  });

  it('takes the CLI defaults it states from the CLI reference', () => {
    const flagDefault = (command: string, flag: string) =>
      flagsOf(findCommand(command)!).find((candidate) => candidate.name === flag)?.default;
    assert.equal(limits.cliTimeoutProvision.value, flagDefault('provision', 'timeout'));
    assert.equal(limits.cliTimeoutProvision.value, flagDefault('destroy', 'timeout'));
    assert.equal(limits.cliTimeoutDrifts.value, flagDefault('drifts', 'timeout'));
    assert.equal(limits.cliTimeoutScan.value, flagDefault('cloud2code aws', 'timeout'));
    assert.equal(limits.cliWatchInterval.value, flagDefault('appstack status', 'interval'));
  });

  it('gives every stated fact a unique id and a shape its own value has', () => {
    const facts = [...Object.values(toolVersions), ...Object.values(limits)];
    assert.ok(unique(facts.map((fact) => fact.id)));
    for (const fact of facts) {
      assert.ok(fact.shape.about.length > 0, `${fact.id} names nothing it is about`);
      assert.ok(
        valueTokens(fact.value).length > 0,
        `${fact.id}: "${fact.value}" holds no duration, count, size or version`,
      );
    }
    assert.ok(unique(allFacts().map((fact) => fact.id)), 'fact ids of the lint are unique');
  });

  it('orders the four severities from most to least severe and prints one summary format', () => {
    assert.deepEqual(SEVERITY_IDS, ['critical', 'high', 'medium', 'low']);
    assert.equal(
      formatPolicySummary({critical: 0, high: 1, medium: 2, low: 3}),
      'Policy check: 0 critical, 1 high, 2 medium, 3 low',
    );
    assert.ok(unique(builtInRules.map((rule) => rule.id)));
  });

  it('defines each CLI error once, with an example its own template matches', () => {
    assert.ok(unique(cliErrors.map((error) => error.id)));
    assert.ok(unique(cliErrors.map((error) => error.message)));
    for (const error of cliErrors) {
      for (const command of ['', ...error.commands]) {
        const example = errorExample(error, command);
        assert.match(example, messagePattern(error.message), `${error.id}: example does not match its template`);
        assert.equal(findError(example)?.id, error.id, `${error.id}: an earlier template matches its example`);
      }
      for (const command of error.commands)
        assert.ok(findCommand(command), `${error.id}: skyloom ${command} is not a command of src/data/cli`);
      for (const link of links(`${error.cause} ${error.fix}`))
        assert.ok(routes.has(link.split('#')[0]), `${error.id}: ${link} is not a page of this site`);
    }
  });

  it('lists, for every command page, the exit codes of the errors it shows', () => {
    const codes = exitCodes.map((entry) => entry.code);
    for (const [command, meanings] of Object.entries(commandExitCodes)) {
      assert.ok(
        findCommand(command) || commands(command).length > 0,
        `${command} is not a command or group of src/data/cli`,
      );
      for (const code of Object.keys(meanings)) assert.ok(codes.includes(Number(code) as never));
      for (const error of errorsOf(command)) {
        if (error.exitCode !== null)
          assert.ok(error.exitCode in meanings, `${error.id} exits with ${error.exitCode}, missing for ${command}`);
      }
    }
  });

  it('describes the table of commands that exist', () => {
    assert.ok(unique(commandOutputs.map((output) => output.command)));
    for (const output of commandOutputs) {
      assert.ok(findCommand(output.command.split(' --')[0]), output.command);
      for (const column of output.columns) assert.match(column.name, /^[A-Z]+( [A-Z]+)*$/);
    }
    for (const {prefix, templates} of outputLines)
      for (const template of templates) assert.ok(template.startsWith(prefix));
  });

  it('keeps the sample world consistent in itself', () => {
    assert.ok(unique(sampleAwsAccounts.map((account) => account.id)));
    for (const account of sampleAwsAccounts) assert.match(account.id, /^\d{12}$/);
    for (const environment of sampleEnvironments)
      assert.ok(
        sampleAwsAccounts.some((account) => account.id === environment.account),
        environment.name,
      );
    for (const project of sampleProjects) {
      const listed = sampleAppStacks.filter((appStack) => appStack.project === project.name);
      if (listed.length) assert.equal(listed.length, project.appstacks, `appStacks of ${project.name}`);
    }
    for (const appStack of sampleAppStacks)
      assert.ok(
        sampleProjects.some((project) => project.name === appStack.project),
        appStack.name,
      );
    sampleWebShopVersions.forEach((version, index) => assert.equal(version.version, `v${index + 1}`));
    const webShop = sampleAppStacks.find((appStack) => appStack.name === 'web-shop')!;
    assert.equal(webShop.latest, sampleWebShopVersions.at(-1)!.version);
    for (const deployment of sampleCloudDeployments) {
      const project = sampleProjects.find((candidate) => candidate.name === deployment.project);
      assert.ok(project?.clouds.includes(deployment.cloud), `${deployment.appstack}: project ${deployment.project}`);
      const targets =
        deployment.cloud === 'azure'
          ? sampleAzureSubscriptions.map((subscription) => subscription.id)
          : sampleGcpProjects;
      assert.ok(targets.includes(deployment.target), `${deployment.appstack}: target ${deployment.target}`);
    }
  });

  it('gives every sample run an ID of the CLI, a command, and an appStack environment and version that exist', () => {
    assert.ok(unique(sampleRuns.map((run) => run.id)), 'a run ID names one run');
    for (const run of sampleRuns) {
      assert.match(run.id, RUN_ID.pattern, run.id);
      assert.ok(findCommand(run.command), `${run.id}: skyloom ${run.command}`);
      assert.match(run.started, /^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/, run.id);
      assert.ok(run.holdsLock ? run.status !== 'succeeded' : true, `${run.id}: a succeeded run released its lock`);
      if (run.action) assert.ok(run.appstack && run.env && run.version, `${run.id}: a listed run fills every column`);
      const appStack = sampleAppStacks.find((candidate) => candidate.name === run.appstack);
      if (!appStack) continue;
      assert.equal(run.project, appStack.project, `${run.id}: ${run.appstack} is in ${appStack.project}`);
      if (run.env) assert.ok(appStack.environments.includes(run.env), `${run.id}: ${run.appstack} has no ${run.env}`);
      if (run.version)
        assert.ok(
          Number(run.version.slice(1)) <= Number(appStack.latest.slice(1)),
          `${run.id}: ${run.appstack} has no ${run.version}`,
        );
    }
  });

  it('keeps the sample runs on one timeline: newest first, each version used after it was created', () => {
    const started = sampleRuns.map((run) => run.started);
    assert.deepEqual(started, [...started].sort().reverse(), 'runs are listed newest first');
    for (const run of sampleRuns.filter((candidate) => candidate.appstack === 'web-shop' && candidate.version)) {
      const version = sampleWebShopVersions.find((candidate) => candidate.version === run.version)!;
      assert.ok(
        versionCreatedMinute(version) <= run.started,
        `${run.id} uses web-shop ${run.version} at ${run.started}, before it was created (${version.created})`,
      );
    }
  });

  it('builds every fact table from the data, every row as wide as its header', () => {
    const samples: Record<string, Record<string, string>> = {
      limits: {group: 'tokens'},
      'exit-codes': {command: 'provision'},
      'cli-errors': {command: 'provision'},
      'output-columns': {command: 'resources list'},
      'api-headers': {on: 'webhook'},
    };
    for (const table of FACT_TABLES) {
      const props = {table, ...samples[table]};
      const {head, rows} = factTable(props);
      assert.ok(rows.length > 0, table);
      for (const row of rows) assert.equal(row.length, head.length, table);
    }
    assert.throws(() => factTable({table: 'no-such-table'}), /unknown table/);
    assert.throws(() => factTable({table: 'cli-errors', command: 'no-such-command'}), /no errors/);
    const subset = factTable({
      table: 'cli-errors',
      command: 'cloud2code aws',
      errors: 'aws-expired-token,aws-assume-role-denied',
    });
    assert.deepEqual(
      subset.rows.map((row) => row[0]),
      errorsOf('cloud2code aws')
        .filter((error) => ['aws-assume-role-denied', 'aws-expired-token'].includes(error.id))
        .map((error) => `\`Error: ${error.example}\``),
      'errors="…" keeps only those errors, in catalog order',
    );
    assert.throws(() => factTable({table: 'cli-errors', command: 'drifts', errors: 'aws-expired-token'}), /no error/);
  });
});

/** Lints a doc with `body` after a clean opening; returns the problems of the fact and vocabulary rules. */
/** Whether a problem line is one of the fact rules'. */
const isFactProblem = (problem: string) => FACT_RULES.some((rule) => problem.includes(`  ${rule}  `));

function lint(body: string): {problems: string[]; source: string} {
  const source = cleanDoc({body});
  const problems = lintSource(source).filter((problem) => isFactProblem(problem) || problem.includes('  vocabulary  '));
  return {problems, source};
}

/** The commands of a group such as `resources`. */
function commands(group: string): string[] {
  return cliErrors.flatMap((error) => error.commands).filter((command) => command.startsWith(`${group} `));
}

describe('Content lint fact rule', () => {
  it('passes pages that state every fact as the data has it', () => {
    const body = [
      'Tokens last 90 days by default and at most 365 days.',
      '```bash',
      'skyloom provision --appstack web-shop --env prod --timeout 90m',
      '```',
      '```text',
      'Policy check: 0 critical, 0 high, 1 medium, 0 low',
      '  medium  SLM-AWS-RDS-007  orders-db  automated backups kept for fewer than 7 days',
      'Error: timed out after 90m waiting for run run_653e79f6; the run continues on Skyloom',
      '```',
      '```bash',
      "skyloom generate-iac --appstack web-shop --env prod --provider-version 'aws=~> 5.95'",
      '```',
      '```text',
      'Provider versions: aws ~> 5.95 (overrides project pin ~> 5.90), random ~> 3.6',
      '```',
      'The run stops with exit code 5 and `Error: policy violation: 1 critical, 2 high findings block provisioning`.',
      '```text',
      'Error: drift detected in 4 resources',
      'ERROR: Job failed: exit code 6',
      "##[error]Bash exited with code '6'.",
      '```',
    ].join('\n');
    assert.deepEqual(lint(body).problems, []);
  });

  it('fails a provider pin that differs from the default pin', () => {
    const body =
      '```hcl\nterraform {\n  required_providers {\n    aws = {\n      source  = "hashicorp/aws"\n      version = "~> 5.70"\n    }\n  }\n}\n```';
    assertReports(body, 'version = "~> 5.70"', '~> 5.90');
    assertReports('| `hashicorp/google` | `~> 6.8` |', 'hashicorp/google', '~> 6.40');
  });

  it('fails a tool version that differs from the data', () => {
    assertReports('The generated code needs Terraform 1.4 or later.', 'Terraform 1.4', '1.5');
    assertReports('Skyloom is tested with OpenTofu 1.6 to 1.9.', 'OpenTofu 1.6 to 1.9', '1.6 to 1.8');
  });

  it('fails a limit or default that differs from the data, and a timeout the CLI does not print', () => {
    assertReports('| Default lifetime | 60 days |', 'Default lifetime', '90 days');
    assertReports(
      '```text\nError: timed out after 1h0m0s waiting for run run_1; the run continues on Skyloom\n```',
      '1h0m0s',
      '60m',
    );
  });

  it('fails a policy summary without the four severities in order', () => {
    assertReports(
      '```text\nPolicy check: 0 critical, 0 high, 1 low\n```',
      'Policy check',
      'critical, <n> high, <n> medium, <n> low',
    );
    assertReports('Findings: `2 low, 1 high`.', 'Findings', 'critical, high, medium, low');
    assertReports(
      '```json\n{"policies": {"low": 1, "critical": 0, "high": 0, "medium": 0}}\n```',
      '"policies"',
      'critical, high, medium, low',
    );
    assertReports(
      '```text\nPolicy check: 0 critical, 1 high, 0 medium, 0 low\n  low  SLM-AWS-SG-001  web-api  port 22\n```',
      'SLM-AWS-SG-001',
      'high',
    );
  });

  it('fails an error message the catalog does not define, and a wrong exit code next to one', () => {
    assertReports(
      '```text\nError: timed out after 30m waiting for provisioning\n```',
      'waiting for provisioning',
      'src/data/cli/errors.ts',
    );
    assertReports('It fails with exit code 4: `Error: drift detected in 2 resources`.', 'drift detected', 'code 6');
    assertReports('```text\nError: Process completed with exit code 9.\n```', 'exit code 9', 'not a skyloom exit code');
    assertReports('```text\nERROR: Job failed: exit code 8\n```', 'exit code 8', 'not a skyloom exit code');
    assertReports("```text\n##[error]Bash exited with code '9'.\n```", "code '9'", 'not a skyloom exit code');
  });

  it("fails a table header that is not the command's columns, and rows that disagree with the sample data", () => {
    const resources =
      '```bash\nskyloom resources list --appstack web-shop\n```\n\n```text\nNAME      TYPE     CONNECTIONS\nmain-vpc  aws_vpc  2\n```';
    assertReports(resources, 'NAME      TYPE     CONNECTIONS', 'NAME  TYPE  SOURCE  CONNECTIONS  POLICY');
    const projects =
      '```bash\nskyloom viewprojects\n```\n\n```text\nPROJECT    APPSTACKS  ROLE       UPDATED\npayments   9          Developer  2025-09-24\n```';
    const payments = sampleProjects.find((project) => project.name === 'payments')!;
    assertReports(projects, 'payments   9', `payments  ${payments.appstacks}  ${payments.role}  ${payments.updated}`);
  });

  it('fails a run ID in another form, and runs list rows that disagree with the sample runs', () => {
    assertReports('Open run `run_B41E7C03` under **Activity**.', 'run_B41E7C03', 'followed by 8 characters');
    assertReports('```text\nCLI run run_b41e7c0 recorded.\n```', 'run_b41e7c0 ', 'not a run ID');
    const header = 'RUN           APPSTACK  ENVIRONMENT  VERSION  ACTION     STATUS   STARTED               USER';
    const runs = `\`\`\`bash\nskyloom runs list --locked\n\`\`\`\n\n\`\`\`text\n${header}\nrun_b41e7c03  web-shop  staging      v4       provision  failed   2025-09-30 08:12 UTC  sam.osei@acme.example\n\`\`\``;
    assertReports(runs, 'run_b41e7c03  web-shop', 'staging  v5  provision  failed');
    assert.deepEqual(
      lint('Skyloom names the service `google_cloud_run_v2_service` and the session `skyloom-run_x`.').problems,
      [],
    );
  });

  it('fails an AWS account id outside the sample data, or with another name or environment', () => {
    assertReports('```text\nResolving AWS credentials: account 999988887777\n```', '999988887777', '123456789012');
    assertReports(
      '```text\nResolving AWS credentials: profile "prod-readonly", account 210987654321\n```',
      'prod-readonly',
      '123456789012',
    );
    assertReports(
      '```text\nChecking drift for web-shop v3 (env prod, account 111122223333, eu-west-1)\n```',
      'env prod',
      '123456789012',
    );
  });

  it('fails a GCP project, a Skyloom identity or a region that disagrees with the sample clouds', () => {
    assertReports(
      '```bash\ngcloud iam service-accounts describe deployer@shop-stage-3307.iam.gserviceaccount.com\n```',
      'deployer@',
      'shop-staging-3307',
    );
    assertReports(
      'Grant the role to `org-acme-prod@skyloom-connect.iam.gserviceaccount.com`.',
      'org-acme-prod@',
      'org-acme@skyloom-connect.iam.gserviceaccount.com',
    );
    assertReports('```json\n{"issuer": "https://oidc.skyloom.com"}\n```', 'https://oidc', 'https://oidc.skyloom.io');
    assertReports(
      '```text\nPlan for reporting-api v1 (env staging, northeurope): 13 to add, 0 to change, 0 to destroy.\n```',
      'for reporting-api',
      'westeurope',
    );
    assertReports(
      '```text\nPlan for web-shop v3 (env staging, eu-central-1): 0 to add, 1 to change, 1 to destroy.\n```',
      'for web-shop',
      'eu-west-1',
    );
  });

  it('passes plan limits, uptime, support times, API headers and paths stated as the service data has them', () => {
    const body = [
      'The Business plan runs 10 concurrent runs and allows 1,200 API requests per minute.',
      'Enterprise commits to 99.95% monthly uptime. Support answers within one business day, and within four hours for production outages on Enterprise plans.',
      'Read `X-RateLimit-Remaining` and `X-Skyloom-Signature`, and call `https://api.skyloom.io/api/v1/runs/run_7ba8fbc3`.',
    ].join('\n\n');
    assert.deepEqual(lint(body).problems, []);
  });

  it('fails a plan limit, an uptime or a support time that differs from the service data', () => {
    assertReports('The Team plan allows up to 4 concurrent runs.', '4 concurrent', 'is 2, not "4"');
    assertReports('Business commits to 99.5% uptime.', '99.5%', 'is 99.9%, not "99.5"');
    assertReports('Enterprise support answers within two hours for production outages.', 'two hours', 'is four hours');
  });

  it('fails a Skyloom header or an API path that the service data does not define', () => {
    assertReports('Check `X-Skyloom-Timestamp` first.', 'X-Skyloom-Timestamp', 'not a header of the Skyloom API');
    assertReports(
      '```bash\ncurl https://api.skyloom.io/api/v1/appstacks/web-shop/deploy\n```',
      'web-shop/deploy',
      'not an endpoint of the Skyloom API',
    );
  });

  it('fails a cipher, a sign-on address, a disclosure mailbox or a bearer token that differs from the security data', () => {
    assertReports('Everything is encrypted with AES-128 at rest.', 'AES-128', 'is not AES-256');
    assertReports(
      'Paste `https://app.skyloom.io/sso/saml/acme/consume` as the reply URL.',
      'https://app.skyloom.io/sso/saml/acme/consume',
      'is not https://app.skyloom.io/sso/saml/acme/acs',
    );
    assertReports('Report a vulnerability to bugs@skyloom.io.', 'bugs@skyloom.io', 'is not security@skyloom.io');
    assertReports(
      '```bash\ncurl -H "Authorization: Bearer slm_key_EXAMPLE" https://api.skyloom.io/api/v1/whoami\n```',
      'slm_key_',
      'not slm_key_',
    );
  });

  it('accepts a workload-identity token as a bearer token of the API', () => {
    const {problems} = lint(
      '```bash\ncurl -H "Authorization: Bearer slm_wit_EXAMPLE" https://api.skyloom.io/api/v1/whoami\n```',
    );
    assert.deepEqual(problems, []);
  });

  it('fails the British spelling of organization, in prose, code and frontmatter', () => {
    assertReports('Ask your organisation admin.', 'organisation admin', '"organization"', 'vocabulary');
    assertReports(
      '```text\nError: token is not valid for organisation acme\n```',
      'organisation acme',
      '"organization"',
      'vocabulary',
    );
  });
});

describe('Content lint sample runs', () => {
  const RUNS_HEADER = 'RUN           APPSTACK  ENVIRONMENT  VERSION  ACTION     STATUS     STARTED               USER';
  const STATUS_HEADER = 'ENVIRONMENT  VERSION  STATUS  DRIFT    POLICY  LAST RUN';

  /** A shell block with `command`, then a text block with what it printed. */
  const output = (command: string, ...printed: string[]) =>
    ['```bash', command, '```', '', '```text', ...printed, '```'].join('\n');

  /** The fields `skyloom runs show run_9d3b6f14` prints, with `Started` as given. */
  const runsShow = (started: string) =>
    output(
      'skyloom runs show run_9d3b6f14',
      'Run:          run_9d3b6f14',
      'appStack:     web-shop (project payments)',
      'Environment:  prod (account 123456789012, eu-west-1)',
      'Version:      v4',
      'Action:       provision',
      'Status:       failed',
      `Started:      ${started} by dana.kim@acme.example (GitHub Actions)`,
      'Finished:     2025-09-25 10:31 UTC',
      'Lock:         released',
    );

  it('passes runs that a page shows as the sample data has them, and a run shown before it ended', () => {
    const body = [
      output(
        'skyloom provision --appstack web-shop --env staging --var-file loadtest.tfvars --auto-approve',
        'Plan for web-shop v5 (env staging, eu-west-1): 0 to add, 2 to change, 0 to destroy.',
        'Policy check: 0 critical, 0 high, 0 medium, 1 low',
        '  low  SLM-GEN-TAG-001  web-alb  tag cost-center missing',
        'Applying... 2 changed.',
        'Provisioned web-shop v5 to staging. CLI run run_7ba8fbc3 recorded.',
      ),
      output(
        'skyloom provision --appstack web-shop --env prod --version v5 --auto-approve',
        'Plan for web-shop v5 (env prod, eu-west-1): 0 to add, 0 to change, 2 to destroy.',
        'Actions required: waiting for approval from a Project Admin (rule prod-changes, request apr_91c2d7)',
        'Approved by dana.kim@acme.example at 2025-09-30T07:41:17Z: "Reviewed, matches CHG-4471"',
        'Applying... 2 destroyed.',
        'Provisioned web-shop v5 to prod. CLI run run_5f0c83ae recorded.',
      ),
      output(
        'skyloom appstack status --appstack web-shop --env prod',
        STATUS_HEADER,
        'prod         v3       Failed  in sync  1 low   run_9d3b6f14  2025-09-25 10:14 UTC',
      ),
      runsShow('2025-09-25 10:14 UTC'),
      output(
        'skyloom runs list --appstack web-shop --limit 3',
        RUNS_HEADER,
        'run_e5a9d217  web-shop  staging      v5       provision  failed     2025-09-30 09:05 UTC  jane.doe@acme.example',
        'run_b41e7c03  web-shop  staging      v5       provision  running    2025-09-30 08:12 UTC  sam.osei@acme.example',
        'run_5f0c83ae  web-shop  prod         v5       provision  succeeded  2025-09-30 07:32 UTC  jane.doe@acme.example',
      ),
      '```text\nv4  2025-09-24T13:20:05Z  Add Redis session cache\n```',
    ].join('\n\n');
    assert.deepEqual(lint(body).problems, []);
  });

  it('fails a run ID that is not a run of the sample data', () => {
    assertReports(
      output(
        'skyloom provision --appstack web-shop --env staging --auto-approve',
        'Provisioned web-shop v5 to staging. CLI run run_0badc0de recorded.',
      ),
      'run_0badc0de',
      'run_0badc0de is not a run of the sample data',
    );
    assertReports('Find run `run_0badc0de` under **Activity > CLI runs**.', 'run_0badc0de', 'add it to sampleRuns');
  });

  it('fails a run shown with another appStack, environment, version or status than the sample data', () => {
    assertReports(
      output(
        'skyloom provision --appstack web-shop --env staging --auto-approve',
        'Provisioned web-shop v4 to staging. CLI run run_7ba8fbc3 recorded.',
      ),
      'Provisioned web-shop v4',
      'version v5, not v4',
    );
    assertReports(
      'Run run_9d3b6f14 (provision v5) failed after 2 of 4 changes.',
      'Run run_9d3b6f14',
      'version v4, not v5',
    );
    assertReports(
      'The state of web-shop in staging is locked by run run_b41e7c03 (succeeded).',
      'locked by run',
      'status failed, not succeeded',
    );
  });

  it('fails a CLI run ID printed by another command, or for another environment, than its run', () => {
    assertReports(
      output(
        'skyloom destroy --appstack web-shop --env dev --auto-approve',
        'Destroying... 2 destroyed. CLI run run_f2523319 recorded.',
      ),
      'run_f2523319',
      'run of skyloom provision in the sample data, not of skyloom destroy',
    );
    assertReports(
      output('skyloom provision --appstack web-shop --env prod --version v5 --auto-approve --quiet', 'run_7ba8fbc3'),
      'run_7ba8fbc3',
      'env staging, not prod',
    );
  });

  it('fails runs show fields and appstack status rows that disagree with the run', () => {
    assertReports(
      runsShow('2025-09-26 10:14 UTC'),
      'Started:',
      'started 2025-09-25 10:14 UTC, not 2025-09-26 10:14 UTC',
    );
    assertReports(
      output(
        'skyloom appstack status --appstack web-shop --env prod',
        STATUS_HEADER,
        'prod         v4       Failed  in sync  1 low   run_9d3b6f14  2025-09-25 10:14 UTC',
      ),
      'prod         v4',
      'prod of web-shop runs v3, not v4',
    );
  });

  it('fails a runs list that leaves out a run of its filters', () => {
    assertReports(
      output(
        'skyloom runs list --appstack web-shop',
        RUNS_HEADER,
        'run_e5a9d217  web-shop  staging      v5       provision  failed     2025-09-30 09:05 UTC  jane.doe@acme.example',
        'run_a7c31f58  web-shop  staging      v5       provision  cancelled  2025-09-29 16:40 UTC  jane.doe@acme.example',
      ),
      'run_e5a9d217  web-shop',
      'lists the sample runs run_e5a9d217, run_b41e7c03 from run_e5a9d217 on',
    );
  });

  it('fails an approval before its version was created, and a version created at another time', () => {
    assertReports(
      output(
        'skyloom provision --appstack web-shop --env prod --version v5 --auto-approve',
        'Plan for web-shop v5 (env prod, eu-west-1): 0 to add, 0 to change, 2 to destroy.',
        'Approved by dana.kim@acme.example at 2025-09-24T09:02:17Z: "Reviewed, matches CHG-4471"',
      ),
      'Approved by',
      'web-shop v5 was created at 2025-09-29T13:58:31Z: its plan is approved after that, not at 2025-09-24T09:02:17Z',
    );
    assertReports(
      '```text\nv4  2025-09-25T13:20:05Z  Add Redis session cache\n```',
      'Add Redis session cache',
      'web-shop v4 was created at 2025-09-24T13:20:05Z, not 2025-09-25T13:20:05Z',
    );
  });
});

describe('Facts inserted by reference', () => {
  /** The text and inline code a snippet of Markdown renders to, with the facts plugin applied. */
  const render = (markdown: string, file = 'docs/page.md') => {
    const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkFacts);
    const tree = processor.runSync(processor.parse(markdown), new VFile({path: file, value: markdown})) as Root;
    const shown: string[] = [];
    visit(tree, (node) => {
      if (node.type === 'text') shown.push(node.value);
      if (node.type === 'inlineCode') shown.push(`\`${node.value}\``);
      if (node.type === 'code') shown.push(`[${node.value}]`);
    });
    return shown.join('');
  };

  it('shows the value of the data in prose, tables and code blocks', () => {
    assert.equal(render('Pin :fact[provider.aws]{code}.'), `Pin \`${providers[0].defaultPin}\`.`);
    assert.equal(render('Tokens last :fact[pat.default-lifetime].'), `Tokens last ${limits.patDefaultLifetime.value}.`);
    assert.equal(render(':fact[pat.format]'), '`slm_pat_` plus 40 characters');
    assert.equal(
      render('| Timeout |\n| --- |\n| :fact[cli.provision-timeout] |'),
      `Timeout${limits.cliTimeoutProvision.value}`,
    );
    assert.equal(
      render('```bash\n# waits {{fact:cli.provision-timeout}} by default\n```'),
      `[# waits ${limits.cliTimeoutProvision.value} by default]`,
    );
  });

  it('shows the value in the dev-server search outline, read from the source', () => {
    const {blocks} = outlineFromSource({
      source:
        '---\ntitle: Pins\n---\n\nPin :fact[provider.aws]{code}.\n\n```bash\n# waits {{fact:cli.provision-timeout}}\n```\n',
      route: '/pins',
      section: 'concepts',
      title: 'Pins',
      keywords: [],
      description: '',
      language: 'en',
      tag: 'docs-default-current',
    });
    assert.deepEqual(blocks, [
      {kind: 'text', text: `Pin ${providers[0].defaultPin}.`},
      {kind: 'code', lines: [`# waits ${limits.cliTimeoutProvision.value}`]},
    ]);
  });

  it('fails the build on an unknown id, with the file, line and nearest id', () => {
    assert.throws(
      () => render('Intro.\n\nPin :fact[provider.awz].'),
      /docs\/page\.md:3:5 .*did you mean :fact\[provider\.aws\]/,
    );
    assert.throws(
      () => render('```text\nok\ntimed out after {{fact:cli.provison-timeout}}\n```'),
      /docs\/page\.md:3:17 .*:fact\[cli\.provision-timeout\]/,
    );
  });

  it('fails the content lint on an unknown id, and counts each reference as inserted', () => {
    assertReports(
      'Pin the AWS provider to :fact[provider.awz]{code}.',
      'provider.awz',
      'did you mean :fact[provider.aws]',
    );
    const tally = new Map<string, number>();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'facts-')), 'page.md');
    fs.writeFileSync(
      file,
      cleanDoc({body: 'Pin :fact[provider.aws]{code}.\n\n```bash\n# waits {{fact:cli.provision-timeout}}\n```'}),
    );
    assert.deepEqual(lintFile(file, siteIndex(), tally), []);
    assert.equal(tally.get(insertedKey('provider.aws')), 1);
    assert.equal(tally.get(insertedKey('cli.provision-timeout')), 1);
  });
});

describe('Content lint finds restated facts by the shape of the value', () => {
  it('fails the restatements of the issue, whatever the wording, and names the reference to insert', () => {
    assertReports('Pin the AWS provider to `~> 5.50`.', '~> 5.50', ':fact[provider.aws]');
    assertReports('Skyloom waits up to 45 minutes for a provision run.', '45 minutes', ':fact[cli.provision-timeout]');
    // The fixture is a provision page: the page names the command.
    assertReports(
      'If the run is slow, the command times out after 45 minutes.',
      '45 minutes',
      ':fact[cli.provision-timeout]',
    );
    assertReports(
      '```bash\n# provisioning waits 45 minutes by default\n```',
      '# provisioning',
      '{{fact:cli.provision-timeout}}',
    );
    assertReports(
      'When you provision, the CLI waits up to 45 minutes.',
      'When you provision',
      ':fact[cli.provision-timeout]',
    );
  });

  it('tells facts of one shape apart by the command, the qualifier and the subject named nearby', () => {
    const driftPage = {frontMatter: {title: 'Check drift', keywords: '[drift]'}};
    const problems = (body: string) => lint(body).problems.join('\n');
    assert.match(problems('When you provision, the CLI waits up to 45 minutes.'), /cli\.provision-timeout/);
    assert.doesNotMatch(problems('When you provision, the CLI waits up to 45 minutes.'), /cli\.drifts-timeout/);
    assertReports('A drift check times out after 45 minutes by default.', 'drift check', ':fact[cli.drifts-timeout]');
    assert.deepEqual(
      lintSource(cleanDoc({...driftPage, body: 'A drift check times out after 30 minutes by default.'})).filter(
        isFactProblem,
      ),
      [],
    );
    assertReports('Tokens last 60 days by default and at most 365 days.', 'Tokens last', ':fact[pat.default-lifetime]');
    assertReports(
      'Tokens last 90 days by default, 400 days the maximum.',
      'Tokens last',
      ':fact[pat.maximum-lifetime]',
    );
    assertReports('The generated code needs Terraform 1.4 or newer.', 'Terraform 1.4', ':fact[tool.terraform-minimum]');
    assertReports('An appStack can hold at most 800 resources.', 'at most 800', ':fact[appstack.resources]');
    assertReports(
      'Pull requests fail when `hashicorp/google` is pinned to `~> 6.8`.',
      '~> 6.8',
      ':fact[provider.google]',
    );
  });

  it('reads the setting an output line prints after its name, with the flag of the command that printed it', () => {
    const scan = (flags: string, printed: string) =>
      [
        '```bash',
        `skyloom cloud2code aws --project payments --aws-profile prod-readonly${flags}`,
        '```',
        '```text',
        `Scanning 14 regions of account 123456789012 (concurrency ${printed})`,
        '```',
      ].join('\n');
    assert.deepEqual(lint(scan(' --concurrency 2', '2')).problems, []);
    assertReports(scan(' --concurrency 2', '8'), 'Scanning 14 regions', 'is 2, not "8"');
    assertReports(scan('', '4'), 'Scanning 14 regions', '{{fact:cli.cloud2code-concurrency}}');
  });

  it('passes values the reader chooses, other things of the same shape, and values inserted by reference', () => {
    const body = [
      'Pass `--timeout 90m` when a run needs longer; the run waited 36 minutes for an approval.',
      'The AWS provider waits up to 40 minutes for a database to be created.',
      'Links expire after 7 days by default (1 to 30 days).',
      'The run is slow, and the CLI waits up to :fact[cli.provision-timeout] for it.',
      '```bash',
      'skyloom provision --appstack web-shop --env prod --timeout 90m',
      '```',
      '```text',
      'Error: timed out after 90m waiting for run run_653e79f6; the run continues on Skyloom',
      '```',
      '```yaml',
      'timeout: 75m',
      '```',
    ].join('\n');
    assert.deepEqual(lint(body).problems, []);
  });
});

describe('Content lint sample story', () => {
  const output = (command: string, ...printed: string[]) =>
    ['```bash', command, '```', '', '```text', ...printed, '```'].join('\n');
  const exportWebShop = (...printed: string[]) =>
    output(
      'skyloom generate-iac --appstack web-shop --version v5 --env prod --output-dir ./infra',
      'Exporting web-shop v5 (env prod) as Terraform, layout modules',
      ...printed,
    );
  const webShopV5 = findRelease('web-shop', 'v5')!;
  const prodFiles = exportFiles(webShopV5, {environment: 'prod'});
  const prodSummary = formatPolicySummary({critical: 0, high: 0, medium: 0, low: webShopV5.findings.prod.length});

  it('gives each sample version findings in every environment of its appStack, with rules of the policy data', () => {
    const rules = new Set([...builtInRules.map((rule) => rule.id), ...sampleCustomRules.map((rule) => rule.id)]);
    for (const release of sampleReleases) {
      const appStack = sampleAppStacks.find((candidate) => candidate.name === release.appstack);
      if (appStack) assert.deepEqual(Object.keys(release.findings).sort(), [...appStack.environments].sort());
      for (const finding of Object.values(release.findings).flat()) assert.ok(rules.has(finding.rule), finding.rule);
    }
    assert.ok(webShopV5.modules.some((module) => module.name === 'redis-cluster' && module.version === '1.4.0'));
  });

  it('passes an export that shows the findings, the files and the count the data gives', () => {
    const {problems} = lint(
      exportWebShop(
        prodSummary,
        '  low  SLM-GEN-TAG-001  web-alb  tag cost-center missing',
        ...prodFiles.map((file) => `  wrote infra/${file}`),
        `Wrote ${prodFiles.length} files to infra`,
      ),
    );
    assert.deepEqual(problems, []);
  });

  it('fails a finding count for a sample version that differs from its findings in that environment', () => {
    assertReports(
      output(
        'skyloom provision --appstack web-shop --env prod --version v5 --plan-only',
        'Plan for web-shop v5 (env prod, eu-west-1): 0 to add, 0 to change, 2 to destroy.',
        'Policy check: 0 critical, 2 high, 0 medium, 1 low',
      ),
      'Policy check: 0 critical, 2 high',
      `web-shop v5 in prod has the findings "${prodSummary}" in the sample data, not "Policy check: 0 critical, 2 high, 0 medium, 1 low"`,
    );
    assertReports(
      exportWebShop(prodSummary, '  high  SLM-AWS-SG-001  web-api  port 22 open to 0.0.0.0/0'),
      'SLM-AWS-SG-001',
      'web-shop v5 in prod has the findings low SLM-GEN-TAG-001 web-alb in the sample data',
    );
  });

  it('fails an appstack status POLICY cell that differs from the findings of the version the environment runs', () => {
    assertReports(
      output(
        'skyloom appstack status --appstack web-shop --env staging',
        'ENVIRONMENT  VERSION  STATUS    DRIFT    POLICY    LAST RUN',
        'staging      v4       Deployed  in sync  1 medium  run_8a1d0c47  2025-09-26 09:41 UTC',
      ),
      '1 medium',
      'web-shop v4 in staging has the findings low SLM-GEN-TAG-001 web-alb in the sample data: its POLICY is 1 low, not 1 medium',
    );
  });

  it('fails a resources list POLICY cell that differs from the findings of that resource in the version', () => {
    assertReports(
      output(
        'skyloom resources list --appstack web-shop --version v5',
        'NAME       TYPE             SOURCE    CONNECTIONS  POLICY',
        'orders-db  aws_db_instance  built-in  1            1 medium',
        'web-alb    aws_lb           built-in  2            1 low',
      ),
      '1 medium',
      'orders-db has no finding in web-shop v5 in the sample data: its POLICY is pass, not 1 medium',
    );
  });

  it('fails the Policies field of appstack show that differs from the findings of the version it shows', () => {
    assertReports(
      output(
        'skyloom appstack show --appstack web-shop',
        'appStack:     web-shop',
        'Version:      v5 (latest)',
        'Policies:     0 critical, 0 high, 1 medium, 2 low',
      ),
      'Policies:',
      'web-shop v5 has the findings "0 critical, 0 high, 0 medium, 1 low" in the sample data, not "0 critical, 0 high, 1 medium, 2 low"',
    );
  });

  it('fails a file count or a file list of an export that differs from the files the data gives', () => {
    assertReports(
      exportWebShop(prodSummary, 'Wrote 9 files to infra'),
      'Wrote 9 files',
      `writes ${prodFiles.length} files in the sample data, not 9`,
    );
    assertReports(
      exportWebShop(
        prodSummary,
        ...prodFiles
          .filter((file) => !file.startsWith('modules/redis-cluster/'))
          .map((file) => `  wrote infra/${file}`),
        '  wrote infra/prod.auto.tfvars',
      ),
      'wrote infra/README.md',
      'missing modules/redis-cluster/main.tf',
    );
  });

  it('fails another wording of the export and provision lines, and another name of the variables file', () => {
    assertReports(
      output(
        'skyloom generate-iac --appstack web-shop --version v5 --env prod',
        'Generating Terraform for web-shop v5 (env prod)',
      ),
      'Generating Terraform',
      '"Exporting {appstack} {version} (env {env}) as {format}, layout {layout}"',
    );
    assertReports(
      '```text\nProvisioned web-shop v5 in prod (run run_5f0c83ae).\n```',
      'Provisioned web-shop',
      '"Provisioned {appstack} {version} to {env}. CLI run {run} recorded."',
    );
    assertReports(
      '```text\nPlan for web-shop v5 in prod: 0 to add, 0 to change, 0 to destroy\n```',
      'Plan for web-shop',
      '"Plan for {appstack} {version} (env {env}, {region}): {plan}."',
    );
    assertReports(
      '```text\nPolicy check: 0 critical, 0 high, 0 medium, 1 low\nNo changes were made (--plan-only).\n```',
      'Policy check',
      'a policy summary of 1 finding(s) is followed by one line per finding, not 0',
    );
    assertReports(
      '```text\nSigned in as jane.doe@acme.example (Developer) in organization acme.\n```',
      'Signed in as',
      '"Signed in as {user} in organization {org}."',
    );
    assertReports(
      '```text\nResolving AWS credentials: profile prod-readonly (IAM Identity Center)\n```',
      'Resolving AWS credentials',
      '"Resolving AWS credentials: profile "{profile}", account {account}"',
    );
    assertReports(
      '```text\nChecking drift for web-shop v3 in prod (account 123456789012)\n```',
      'Checking drift',
      '"Checking drift for {appstack} {version} (env {env}, account {account}, {region})"',
    );
    assertReports(
      'Exported code keeps the values of `prod` in `prod.auto.tfvars`.',
      'prod.auto.tfvars',
      'exported code keeps the values of prod in prod.tfvars, not prod.auto.tfvars',
    );
  });

  it('fails a plan that differs from the plan of its run: one change is planned once', () => {
    assertReports(
      output(
        'skyloom provision --appstack web-shop --env prod --version v5 --auto-approve',
        'Plan for web-shop v5 (env prod, eu-west-1): 0 to add, 0 to change, 2 to destroy.',
        'Applying... 2 destroyed.',
        'Provisioned web-shop v5 to prod. CLI run run_8e2d4b17 recorded.',
      ),
      'Plan for web-shop v5',
      'planned "0 to add, 0 to change, 0 to destroy" in the sample data, not "0 to add, 0 to change, 2 to destroy"',
    );
  });

  it('fails a scan that runs longer than its timeout', () => {
    assertReports(
      output(
        'skyloom cloud2code aws --project payments --aws-profile prod-readonly --all-regions --concurrency 2',
        'Found 1,998 resources in 62 types (1,912 supported, 86 skipped) in 41m05s.',
      ),
      'in 41m05s',
      'a scan stops at its --timeout (30m, the default): it cannot take 41m05s',
    );
  });

  it('fails a sample appStack placed in another project', () => {
    assertReports(
      'A Viewer sees `Error: permission denied: Viewer cannot provision appStack web-shop in project data-platform`.',
      'web-shop in project data-platform',
      'appStack web-shop belongs to project payments, not data-platform',
    );
    assertReports(
      '```bash\nskyloom provision --appstack web-shop --project checkout --env dev\n```',
      'web-shop --project',
      'appStack web-shop belongs to project payments, not checkout',
    );
    assertReports(
      '```bash\nskyloom appstack create --name storefront --project payments --cloud aws\n```',
      'storefront --project',
      'storefront is a sample project, not an appStack',
    );
  });
});
