// The REST API's OpenAPI document (src/data/api/openapi.yaml) against the rest of src/data, and the reference under
// /api/ generated from it. Expected values come from src/data and the document itself, never from a page.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {parse} from 'yaml';
import {
  API_DOCUMENT_FILE,
  apiDocument,
  apiDocumentText,
  apiOperations,
  apiPath,
  findOperation,
  webhookEvents,
  type ApiOperation,
} from '../../src/data/api';
import {
  dataRegions,
  limits,
  sampleAppStacks,
  samplePaymentsMembers,
  sampleProjects,
  sampleRuns,
  sampleServiceIdentities,
  sampleWebShopVersions,
} from '../../src/data/platform';
import {RUN_STATUSES, RUN_STEPS} from '../../src/data/cli/runs';
import {accessOf, ROLES, roleActions, scopes, scopesCovering, type Role} from '../../src/data/rules';
import {codeSamples} from '../../src/plugins/api-reference/codeSamples';
import {referencePages} from '../../src/plugins/api-reference/generate';
import {
  loadItems,
  merged,
  schemaConstraints,
  schemaName,
  type LoadedItem,
} from '../../src/plugins/api-reference/openapiLibrary';
import {referenceRoutes} from '../../src/plugins/api-reference/referenceRoutes';
import {operationSlug, referencePath} from '../../src/plugins/api-reference/routes';
import {FACT_RULES} from '../../scripts/lib/fact-detectors';
import {cleanDoc, lintSource} from './support/lintFixture';

const DOCUMENT = path.resolve(__dirname, '../..', API_DOCUMENT_FILE);
const LIBRARY_MODULE = 'src/plugins/api-reference/openapiLibrary.ts';

/** The least role of the four that a role action allows (`true` or a condition such as "Own project"). */
const leastRoleOf = (actionId: string): Role | undefined =>
  [...ROLES].reverse().find((role) => roleActions.find((action) => action.id === actionId)!.roles[role] !== false);

const name = (operation: ApiOperation) => `${operation.operationId} (${operation.method} ${apiPath(operation)})`;

/** Every value under `key` anywhere in the parsed document, with where it is. */
function valuesOf(key: string, node: unknown = parse(apiDocumentText), where = ''): {where: string; value: unknown}[] {
  if (Array.isArray(node)) return node.flatMap((child, index) => valuesOf(key, child, `${where}[${index}]`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([child, value]) => [
    ...(child === key ? [{where: `${where}.${child}`, value}] : []),
    ...valuesOf(key, value, `${where}.${child}`),
  ]);
}

let items: Promise<LoadedItem[]> | undefined;
const loaded = () => (items ??= loadItems(DOCUMENT));

describe('REST API document: scopes and roles follow src/data/rules', () => {
  it('describes at least 30 operations, each under a tag of the document', () => {
    assert.ok(apiOperations.length >= 30, `${apiOperations.length} operations`);
    const tags = new Set(apiDocument.tags.map((tag) => tag.name));
    for (const operation of apiOperations) assert.ok(tags.has(operation.tag), `${name(operation)}: ${operation.tag}`);
  });

  it('answers on the API host of every data region, and nowhere else', () => {
    assert.deepEqual(
      apiDocument.servers.map((server) => new URL(server.url).host),
      dataRegions.map((region) => region.api),
    );
  });

  it('gives each operation the scope and least role of the command or role action it names in x-skyloom-access', () => {
    for (const operation of apiOperations) {
      if (!operation.scope) {
        assert.equal(operation.access, undefined, `${name(operation)} needs no token, so it follows no rule`);
        continue;
      }
      const access = operation.access;
      assert.ok(access, `${name(operation)}: name the rule of src/data/rules it follows in x-skyloom-access`);
      if ('command' in access) {
        const rule = accessOf(access.command);
        assert.ok(rule, `${name(operation)}: skyloom ${access.command} is no command of src/data/rules/scopes.ts`);
        // The scope of the command, or of the command with a flag (`provision --plan-only` needs `plan`).
        const commandScopes = [...rule.scopes, ...(rule.byFlag ?? []).flatMap((flag) => flag.scopes)];
        assert.ok(
          commandScopes.includes(operation.scope),
          `${name(operation)} needs ${operation.scope}; skyloom ${access.command} needs ${commandScopes.join(' or ')}`,
        );
        assert.equal(operation.role, rule.role, `${name(operation)}: least role of skyloom ${access.command}`);
      } else {
        assert.ok(
          roleActions.some((action) => action.id === access.action),
          `${name(operation)}: ${access.action} is no role action of src/data/rules/approvals.ts`,
        );
        assert.equal(operation.role, leastRoleOf(access.action), `${name(operation)}: least role of ${access.action}`);
        const scope = scopes.find((candidate) => candidate.apiActions.includes(access.action));
        assert.ok(
          scope,
          `${name(operation)}: no scope of src/data/rules/scopes.ts lists ${access.action} in apiActions`,
        );
        assert.ok(
          scopesCovering(operation.scope).includes(scope.id) || scope.id === operation.scope,
          `${name(operation)} needs ${operation.scope}; scopes.ts gives ${access.action} to ${scope.id}`,
        );
      }
    }
  });

  it('lists in each scope only role actions an operation takes with it', () => {
    for (const scope of scopes)
      for (const action of scope.apiActions)
        assert.ok(
          apiOperations.some(
            (operation) =>
              operation.access &&
              'action' in operation.access &&
              operation.access.action === action &&
              operation.scope === scope.id,
          ),
          `scopes.ts gives ${action} to ${scope.id}, but no operation of ${API_DOCUMENT_FILE} takes it with that scope`,
        );
  });
});

describe('REST API document: examples and prose follow the sample story and the facts', () => {
  it('shows each sample run as src/data/platform/sampleData.ts records it', () => {
    const examples = valuesOf('example').flatMap(({where, value}) =>
      [value, ...((value as {items?: unknown[]})?.items ?? [])].map((example) => ({where, example})),
    );
    const shown = examples.filter(({example}) => /^run_/.test(String((example as {id?: unknown})?.id)));
    assert.ok(shown.length > 0, 'the document shows sample runs');
    for (const {where, example} of shown) {
      const run = example as Record<string, string>;
      const sample = sampleRuns.find((candidate) => candidate.id === run.id);
      assert.ok(sample, `${where}: ${run.id} is no run of sampleRuns`);
      for (const field of ['project', 'appstack', 'env', 'version', 'action', 'user', 'plan'] as const)
        if (run[field] !== undefined) assert.equal(run[field], sample[field], `${where}: ${run.id}'s ${field}`);
      if (run.startedAt)
        assert.equal(
          run.startedAt.slice(0, 16).replace('T', ' '),
          sample.started.replace(' UTC', ''),
          `${where}: start`,
        );
    }
    for (const {where, value} of valuesOf('appstack').filter(({value}) => typeof value === 'string'))
      assert.ok(
        sampleAppStacks.some((appStack) => appStack.name === value),
        `${where}: ${String(value)} is no appStack of the sample story`,
      );
    for (const {where, value} of valuesOf('project').filter(({value}) => typeof value === 'string'))
      assert.ok(
        sampleProjects.some((project) => project.name === value),
        `${where}: ${String(value)} is no project of the sample story`,
      );
  });

  it('spells run statuses and steps as the CLI prints them', () => {
    const schemas = (apiDocument.components as unknown as {schemas: Record<string, Record<string, unknown>>}).schemas;
    assert.deepEqual(schemas.RunStatus.enum, [...RUN_STATUSES]);
    const {step} = schemas.Run.properties as Record<string, {enum: string[]}>;
    assert.deepEqual(step.enum, ['queued', ...RUN_STEPS, 'done'], 'queued, the steps of skyloom runs show, done');
  });

  it('answers each request with the object its path names', async () => {
    /** The response fields that name what a path parameter names; the last one names the object itself (`name`). */
    const fields: Record<string, string> = {project: 'project', appstack: 'appstack', env: 'env', version: 'version'};
    for (const {api} of (await loaded()).filter((item) => item.api.method !== 'event')) {
      const success = Object.entries(api.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
      const example = success?.content?.['application/json']?.example as Record<string, unknown> | undefined;
      if (!example || typeof example !== 'object' || 'items' in example) continue;
      const inPath = (api.parameters ?? []).filter((parameter) => parameter.in === 'path');
      inPath.forEach((parameter, index) => {
        const own = index === inPath.length - 1 ? [fields[parameter.name], 'name', 'id'] : [fields[parameter.name]];
        const field = own.find((candidate) => candidate && candidate in example);
        if (field) assert.equal(example[field], parameter.example, `${api.operationId}: ${parameter.name} vs ${field}`);
      });
    }
  });

  it('gives each environment the last run that provisioned or destroyed it in the sample story', async () => {
    for (const {api} of (await loaded()).filter((item) => /Environment/.test(item.api.operationId))) {
      const appstack = api.parameters?.find((parameter) => parameter.name === 'appstack')?.example;
      const example = Object.values(api.responses ?? {})[0]?.content?.['application/json']?.example as
        {items?: {name: string; lastRun?: string}[]; name?: string; lastRun?: string} | undefined;
      for (const environment of example?.items ?? (example?.lastRun ? [example as {name: string}] : [])) {
        const last = sampleRuns.find(
          (run) =>
            run.appstack === appstack &&
            run.env === environment.name &&
            (run.action === 'provision' || run.action === 'destroy'),
        );
        assert.equal((environment as {lastRun?: string}).lastRun, last?.id, `${api.operationId}: ${environment.name}`);
      }
    }
  });

  it('lists the projects, appStacks, versions, members and service identities of the sample story', () => {
    const exampleOf = (operationId: string) => {
      const responses = findOperation(operationId)!.operation.responses as Record<string, Record<string, unknown>>;
      return (responses['200'].content as Record<string, {example: {items: unknown[]; nextCursor: unknown}}>)[
        'application/json'
      ].example;
    };
    // A first page that is the last one (default limit 50) lists everything the story has.
    assert.deepEqual(
      exampleOf('listProjects'),
      {
        items: sampleProjects.map(({id, name, description, role, appstacks, members}) => ({
          id,
          name,
          description,
          role,
          appstacks,
          members,
        })),
        nextCursor: null,
      },
      'listProjects',
    );
    assert.deepEqual(
      exampleOf('listAppStacks'),
      {
        items: sampleAppStacks
          .filter((appStack) => appStack.project === 'payments')
          .map((appStack) => ({...appStack, latest: appStack.latest === '-' ? null : appStack.latest})),
        nextCursor: null,
      },
      'listAppStacks (project=payments)',
    );
    assert.deepEqual(
      exampleOf('listVersions'),
      {items: [...sampleWebShopVersions].reverse(), nextCursor: null},
      'listVersions (web-shop)',
    );
    const members = exampleOf('listProjectMembers');
    assert.deepEqual(members.items, samplePaymentsMembers);
    assert.equal(members.nextCursor, null, 'the last page');
    assert.equal(members.items.length, sampleProjects.find((project) => project.name === 'payments')!.members);
    assert.deepEqual(
      exampleOf('listServiceIdentities').items,
      sampleServiceIdentities.map((identity) => ({...identity, enabled: true})),
    );
  });

  it('sends pat.expiring as often as limits.patExpiryAlerts says', () => {
    const event = webhookEvents.find((candidate) => candidate.name === 'pat.expiring')!;
    const days = (text: string) => text.match(/\d+ days?/g);
    assert.deepEqual(days(event.sentWhen), days(limits.patExpiryAlerts.value), event.sentWhen);
  });

  it('states every fact in its descriptions as src/data has it (the content lint’s fact rules)', () => {
    const texts = [...valuesOf('description'), ...valuesOf('summary')].filter(({value}) => typeof value === 'string');
    const body = texts.map(({value}) => String(value).replace(/\s+/g, ' ').trim()).join('\n\n');
    const source = cleanDoc({body});
    const bodyStart = source.split('\n').length - body.split('\n').length;
    const problems = lintSource(source)
      .filter((problem) => FACT_RULES.some((rule) => problem.includes(`  ${rule}  `)))
      .map((problem) => {
        const line = Number(problem.match(/:(\d+):\d+ {2}/)![1]);
        return `${texts[(line - bodyStart) / 2]?.where ?? line}: ${problem.replace(/^.*?:\d+:\d+ {2}/, '')}`;
      });
    assert.deepEqual(problems, []);
  });
});

describe('API reference pages', () => {
  it('names each page as docusaurus-plugin-openapi-docs does, one per operation and webhook', async () => {
    const pages = await loaded();
    assert.equal(pages.length, apiOperations.length + webhookEvents.length);
    for (const item of pages) assert.equal(item.id, operationSlug(item.api.operationId), item.api.operationId);
    const routes = new Set(referenceRoutes());
    for (const operation of apiOperations) assert.ok(routes.has(referencePath(operation.operationId)));
    for (const event of webhookEvents) assert.ok(routes.has(referencePath(event.operationId)));
  });

  it('gives every operation a page with its endpoint, access, responses, errors and three code samples', async () => {
    const pages = new Map((await referencePages(DOCUMENT)).map((page) => [page.file.replace(/\.mdx$/, ''), page.mdx]));
    for (const operation of apiOperations) {
      const mdx = pages.get(operationSlug(operation.operationId));
      assert.ok(mdx, `no page for ${name(operation)}`);
      assert.ok(mdx.includes(`\`${operation.method} ${apiPath(operation)}\``), name(operation));
      assert.ok(
        mdx.includes(operation.scope ? `token scope \`${operation.scope}\`` : 'needs no token'),
        name(operation),
      );
      for (const section of ['## Responses', '### Errors', '| 429 Too Many Requests |', '## Code samples'])
        assert.ok(mdx.includes(section), `${name(operation)}: ${section}`);
      for (const label of ['curl', 'JavaScript', 'Python']) assert.ok(mdx.includes(`label="${label}"`), label);
    }
    for (const event of webhookEvents)
      assert.ok(pages.get(operationSlug(event.operationId))?.includes(`event \`${event.name}\``), event.name);
  });

  it('writes code samples that call the operation with its method, its URL and the token it needs', async () => {
    for (const item of (await loaded()).filter((candidate) => candidate.api.method !== 'event')) {
      const operation = findOperation(item.api.operationId)!;
      const [curl, javascript, python] = codeSamples(item.api);
      const url = `${apiDocument.servers[0].url}${operation.path.split('{')[0]}`;
      for (const sample of [curl, javascript, python]) {
        assert.ok(sample.code.includes(url), `${name(operation)} ${sample.id}`);
        assert.equal(
          sample.code.includes('SKYLOOM_TOKEN'),
          operation.scope !== null,
          `${name(operation)} ${sample.id}`,
        );
      }
      assert.ok(javascript.code.includes(`method: '${operation.method}'`), name(operation));
      assert.ok(python.code.includes(`"${operation.method}"`), name(operation));
    }
  });

  it('reports an <ApiPolicy> the document does not have in the content lint, with the ones it has', () => {
    const [policy] = Object.keys(apiDocument['x-policies']);
    const problems = lintSource(cleanDoc({body: `<ApiPolicy of="${policy}s" />`}), 'page.mdx');
    assert.ok(
      problems.some(
        (problem) => / {2}api {2}<ApiPolicy of=".*">: write one of /.test(problem) && problem.includes(policy),
      ),
      problems.join('\n'),
    );
    assert.deepEqual(lintSource(cleanDoc({body: `<ApiPolicy of="${policy}" />`}), 'page.mdx'), []);
  });
});

describe(`docusaurus-plugin-openapi-docs' lib/, as ${LIBRARY_MODULE} uses it`, () => {
  const update = `the library changed: update ${LIBRARY_MODULE} and its entry in ARCHITECTURE.md's internals table`;

  it('loads operations with their method, path, parameters and responses, and webhooks as `event`s', async () => {
    const pages = await loaded();
    const startRun = pages.find((item) => item.api.operationId === apiOperations[0].operationId);
    assert.ok(startRun, update);
    for (const field of ['method', 'path', 'operationId', 'responses'] as const)
      assert.ok(startRun.api[field] !== undefined, `${field}: ${update}`);
    assert.ok(
      pages.some((item) => item.api.method === 'event'),
      `webhooks load as items with the method "event": ${update}`,
    );
    assert.ok(
      pages.every((item) => !JSON.stringify(item.api.responses ?? {}).includes('"$ref"')),
      `references are resolved: ${update}`,
    );
  });

  it('names types and constraints, and merges allOf', () => {
    assert.equal(schemaName({type: 'string', format: 'date-time'}), 'string<date-time>', update);
    assert.equal(schemaName({type: 'array', items: {type: 'string'}}), 'string[]', update);
    assert.equal(schemaName({type: ['string', 'null']}), 'string or null', update);
    assert.equal(
      schemaConstraints({type: 'string', enum: ['plan', 'apply']}),
      '**Possible values:** [`plan`, `apply`]',
      update,
    );
    const both = merged({
      allOf: [{type: 'object', properties: {a: {type: 'string'}}}, {properties: {b: {type: 'integer'}}}],
    });
    assert.deepEqual(Object.keys(both.properties ?? {}), ['a', 'b'], update);
  });
});
