import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {commands} from '../../src/data/cli';
import {cliErrors, commandExitCodes, exitCodes} from '../../src/data/cli/errors';
import {
  contractEnd,
  contractEndSteps,
  disasterRecovery,
  dataRegions,
  limits,
  planFeatures,
  plans,
  privateEndpoints,
  recoveryScenarios,
  sampleAppStacks,
  sampleBackends,
  sampleEnvironments,
  serviceLevels,
  signInMethods,
  supportSeverities,
} from '../../src/data/platform';
import {findRelease} from '../../src/data/releases';
import {
  approvalRule,
  BACKEND_TYPES,
  blockingRules,
  cloudSessionRules,
  downloadLinkRules,
  exportedInputs,
  commandAccess,
  DRIFT_STATES,
  EXPORT_COMMANDS,
  EXPORT_ONLY_BACKENDS,
  LIFECYCLE_STATUSES,
  projectSettings,
  provisionExitCode,
  RESOURCE_DRIFT_STATUSES,
  ROLES,
  roleActions,
  SCOPES,
  scopesCovering,
  scopesForTask,
  scopesOf,
  stateLocations,
  WITH_APPROVAL,
} from '../../src/data/rules';
import {assertReports, cleanDoc, lintSource} from './support/lintFixture';

const assertClean = (body: string) => assert.deepEqual(lintSource(cleanDoc({body})), []);
/** The exit code of a CLI error of the catalog. */
const exitCodeOf = (id: string) => cliErrors.find((error) => error.id === id)!.exitCode!;
const POLICY_VIOLATION = exitCodeOf('policy-violation');
const DRIFT_DETECTED = exitCodeOf('drift-detected');
/** The exit codes a command's page lists, in order. */
const codesOf = (command: string) => Object.keys(commandExitCodes[command]).map(Number);
/** A scope that does not give what `needed` gives. */
const scopeShort = (needed: (typeof SCOPES)[number]) =>
  SCOPES.find((scope) => !scopesCovering(needed).includes(scope))!;

describe('Rules data', () => {
  it('blocks provisioning on findings with the exit code of the policy-violation error, and never blocks export', () => {
    const findings = blockingRules.find((rule) => rule.id === 'policy-at-threshold')!;
    assert.equal(provisionExitCode(findings), POLICY_VIOLATION);
    for (const rule of blockingRules) assert.notEqual(rule.export.effect, 'stops', rule.id);
    for (const command of EXPORT_COMMANDS) assert.ok(!(POLICY_VIOLATION in commandExitCodes[command]), command);
    for (const rule of blockingRules) assert.ok(provisionExitCode(rule) in commandExitCodes.provision, rule.id);
  });

  it('has no Actions-required blocker for a missing backend: state goes to the managed store', () => {
    const noBackend = blockingRules.find((rule) => rule.id === 'no-backend')!;
    assert.equal(noBackend.provision.effect, 'none');
    assert.ok(stateLocations.some((location) => location.backend === 'none' && /managed/.test(location.skyloomRuns)));
    for (const location of stateLocations)
      assert.ok(location.backend === 'none' || BACKEND_TYPES.includes(location.backend), location.backend);
    assert.ok(!stateLocations.some((location) => EXPORT_ONLY_BACKENDS.includes(location.backend as never)));
    assert.ok(!cliErrors.some((error) => /backend .* is not configured/.test(error.message)));
  });

  it('needs an approval from someone else in an approved environment, whatever the role', () => {
    const approved = roleActions.find((action) => action.id === 'provision-approved')!;
    for (const role of ROLES.filter((candidate) => candidate !== 'Viewer'))
      assert.equal(approved.roles[role], WITH_APPROVAL, role);
    assert.equal(approvalRule.exemptions, false);
    assert.equal(approvalRule.selfApproval, false);
  });

  it('gives every skyloom command a scope, and a rollback both scopes its steps use', () => {
    for (const command of commands)
      assert.ok(
        commandAccess.some((entry) => entry.command === command.path.join(' ')),
        command.path.join(' '),
      );
    assert.deepEqual(scopesForTask(['appstack create-version', 'provision']), ['write', 'provision']);
    assert.deepEqual(scopesOf('drifts', new Map([['reconcile', 'cloud']])), ['provision']);
    assert.deepEqual(scopesOf('drifts'), ['read']);
  });

  it('keeps STATUS and DRIFT apart: the sample appStacks list a lifecycle status', () => {
    for (const appStack of sampleAppStacks) assert.ok(LIFECYCLE_STATUSES.includes(appStack.status), appStack.name);
    assert.ok(!(LIFECYCLE_STATUSES as readonly string[]).includes('Drifted'));
    assert.ok(DRIFT_STATES.includes('drifted'));
  });

  it('keeps the drift schedule in one project setting that an environment profile may override', () => {
    const schedule = projectSettings.find((setting) => setting.id === 'drift-schedule')!;
    assert.equal(schedule.default, `Every ${limits.driftSchedule.value}`);
    assert.match(schedule.override ?? '', /environment profile/);
  });

  it('gives each web-shop environment one backend', () => {
    assert.deepEqual(
      sampleBackends.map((backend) => backend.env),
      sampleEnvironments.map((environment) => environment.name),
    );
  });
});

describe('Security decisions', () => {
  it('plans with a scope of its own: a plan-only run needs plan, which provision includes and which never applies', () => {
    assert.deepEqual(scopesOf('provision', new Map([['plan-only', 'true']])), ['plan']);
    assert.deepEqual(scopesOf('provision'), ['provision']);
    assert.ok(scopesCovering('plan').includes('provision'));
    assert.ok(!scopesCovering('provision').includes('plan'));
    assert.ok(scopesCovering('read').includes('plan'));
    const plan = roleActions.find((action) => action.id === 'plan')!;
    assert.equal(plan.roles.Viewer, false);
  });

  it('never exports a secret value, so every role exports while state and links stay with fewer roles', () => {
    assert.deepEqual(exportedInputs.map((input) => input.id).sort(), ['plain', 'reference', 'sensitive']);
    const roles = (id: string) => roleActions.find((action) => action.id === id)!.roles;
    assert.ok(ROLES.every((role) => roles('export')[role] === true));
    assert.equal(roles('share').Viewer, false);
    assert.equal(roles('state').Viewer, false);
    assert.equal(roles('state').Developer, false);
    assert.ok(downloadLinkRules.some((rule) => rule.rule.includes(limits.shareLinkExpiry.value)));
  });

  it('holds no cloud session while a run waits, and names the error of each refused session', () => {
    const waiting = cloudSessionRules.find((rule) => rule.id === 'waiting')!;
    assert.equal(waiting.error, undefined);
    for (const id of ['resume', 'long-apply'] as const) {
      const rule = cloudSessionRules.find((candidate) => candidate.id === id)!;
      const error = cliErrors.find((candidate) => candidate.id === rule.error)!;
      assert.ok(error.commands.includes('provision'), id);
      assert.ok(error.exitCode !== null && error.exitCode in commandExitCodes.provision, id);
    }
  });

  it('lets no person in on a password alone, and signs no machine in at all', () => {
    for (const id of ['password', 'break-glass'] as const)
      assert.match(signInMethods.find((method) => method.id === id)!.mfa, /^Required/, id);
    assert.match(signInMethods.find((method) => method.id === 'service-identity')!.how, /^Never sign in/);
  });

  it('offers private endpoints only where the service runs, AWS, in every data region', () => {
    assert.ok(privateEndpoints.every((endpoint) => endpoint.cloud === 'AWS PrivateLink'));
    for (const region of dataRegions)
      assert.ok(
        privateEndpoints.some((endpoint) => endpoint.region === region.id),
        region.id,
      );
  });

  it('answers a Severity 1 around the clock on every plan with an uptime commitment', () => {
    const sev1 = supportSeverities.find((severity) => severity.id === 'sev1')!;
    for (const level of serviceLevels.filter((candidate) => candidate.uptime))
      assert.doesNotMatch(sev1.response[level.support], /business/, level.plan);
  });

  it('states the recovery objectives and the contract-end timeline from one set of values', () => {
    const region = recoveryScenarios.find((scenario) => scenario.id === 'region')!;
    assert.ok(region.dataLoss.includes(disasterRecovery.rpo) && region.recovery.includes(disasterRecovery.rto));
    const text = contractEndSteps.map((step) => `${step.when} ${step.what}`).join(' ');
    for (const value of [contractEnd.exportWindow, contractEnd.deletion, disasterRecovery.backupRetention])
      assert.ok(text.includes(value), value);
  });

  it('introduces each security feature in a release of the history, on at least one plan', () => {
    assert.equal(new Set(planFeatures.map((feature) => feature.id)).size, planFeatures.length);
    for (const feature of planFeatures) {
      assert.ok(findRelease(feature.since), `${feature.id}: no release ${feature.since}`);
      assert.ok(feature.plans.length && feature.plans.every((plan) => plans.some(({id}) => id === plan)), feature.id);
    }
  });
});

describe('Content lint: behaviors', () => {
  it('fails an exit code a command does not have, naming the codes it has', () => {
    const [exporter] = EXPORT_COMMANDS;
    assertReports(
      `The export stops and \`skyloom ${exporter}\` exits with code ${POLICY_VIOLATION} when a finding is critical.`,
      `exits with code ${POLICY_VIOLATION}`,
      `skyloom ${exporter} exits with ${codesOf(exporter).join(', ')}, not ${POLICY_VIOLATION}`,
    );
    const notProvision = exitCodes.find(({code}) => !codesOf('provision').includes(code))!.code;
    assertReports(
      `When \`$? = ${notProvision}\` after \`skyloom provision\`, look at the plan.`,
      `$? = ${notProvision}`,
      `not ${notProvision}`,
    );
    assertClean(`\`skyloom drifts --fail-on-drift\` exits with code ${DRIFT_DETECTED} when anything is drifted.`);
    assertClean(
      `\`skyloom ${exporter}\` wrote the code. Provisioning fails with exit code ${POLICY_VIOLATION} on a high finding.`,
    );
  });

  it('fails a status badge or a STATUS or DRIFT cell the data does not define', () => {
    assertReports(
      'The appStack header shows a *Drifted* badge when a check finds changes.',
      '*Drifted* badge',
      '"Drifted" is not a badge',
    );
    assertReports(
      '```bash\nskyloom appstack status --appstack web-shop --env prod\n```\n\n```text\nENVIRONMENT  VERSION  STATUS   DRIFT    POLICY  LAST RUN\nprod         v5       Drifted  in sync  1 low   -\n```',
      'prod         v5       Drifted',
      `STATUS "Drifted" is not one of ${LIFECYCLE_STATUSES.join(', ')}`,
    );
    assertReports(
      '```text\nENVIRONMENT  VERSION  STATUS    DRIFT  LAST RUN\nprod         v5       Deployed  clean  -\n```',
      'Deployed  clean',
      `DRIFT "clean" is not one of ${DRIFT_STATES.join(', ')}`,
    );
    assertReports(
      '```text\nRESOURCE                   STATUS    DETAIL\naws_lb.web_alb             in sync\naws_sqs_queue.orders       deleted   gone from the cloud\n```',
      'aws_sqs_queue.orders',
      `STATUS "deleted" is not one of ${RESOURCE_DRIFT_STATUSES.join(', ')}`,
    );
    for (const status of LIFECYCLE_STATUSES)
      assertClean(`The environment shows the **${status}** badge until the next run changes it.`);
  });

  it('fails a scope named for a command that needs another one', () => {
    const [versionScope] = scopesOf('appstack create-version');
    assertReports(
      `Create the version with \`skyloom appstack create-version\`, which needs a token with the \`${scopeShort(versionScope)}\` scope.`,
      'skyloom appstack create-version',
      `needs the \`${versionScope}\` scope`,
    );
    const [reconcileScope] = scopesOf('drifts', new Map([['reconcile', 'cloud']]));
    assertReports(
      `Restore the cloud with \`skyloom drifts --reconcile cloud\` and a token with the \`${scopeShort(reconcileScope)}\` scope.`,
      '--reconcile cloud',
      `needs the \`${reconcileScope}\` scope`,
    );
    assertReports(
      'Plan the change with `skyloom provision` and a token with the `plan` scope.',
      'skyloom provision',
      'needs the `provision` scope',
    );
    assertClean('Plan the change with `skyloom provision --plan-only` and a token with the `plan` scope.');
    const [exportScope] = scopesOf(EXPORT_COMMANDS[0]);
    const wider = scopesCovering(exportScope).find((scope) => scope !== exportScope)!;
    assertClean(
      `\`skyloom ${EXPORT_COMMANDS[0]}\` works with a token that has the \`${wider}\` scope, because \`${wider}\` includes \`${exportScope}\`.`,
    );
  });

  it('fails a bucket or lock table that is not the sample backend of that environment', () => {
    const backend = sampleBackends.find((candidate) => candidate.env === 'prod')!;
    const otherBucket = `${backend.bucket.split('-')[0]}-tfstate-${backend.env}`;
    assertReports(
      `\`\`\`hcl\nterraform {\n  backend "s3" {\n    bucket         = "${otherBucket}"\n    key            = "${backend.key}"\n  }\n}\n\`\`\``,
      otherBucket,
      `the bucket of ${backend.appstack} ${backend.env} is ${backend.bucket}`,
    );
  });

  it('fails British spellings, naming the American one', () => {
    assertReports('Exports keep the behaviour of earlier releases.', 'behaviour', '"behavior"', 'vocabulary');
    assertReports('Initialise the directory first.', 'Initialise', '"Initialize"', 'vocabulary');
    assertReports('Pick a colour for the node.', 'colour', '"color"', 'vocabulary');
    assertReports('Open the catalogue of modules.', 'catalogue', '"catalog"', 'vocabulary');
    assertClean('Exports keep the behavior of earlier releases; open the catalog to pick a color.');
  });
});
