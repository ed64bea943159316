// The reference's pages, written as MDX from the OpenAPI document: one per operation and webhook as
// docusaurus-plugin-openapi-docs loads them (operationPages.ts), then the overview, the authentication page and one
// page per policy of `x-policies`; and the style guide's operation page, from the fixture document beside it.
import {readFile} from 'node:fs/promises';
import {parse} from 'yaml';
import {apiDocument, apiPolicies} from '../../data/api';
import {parameterSections} from './markup';
import {loadItems, type Parameter} from './openapiLibrary';
import {
  firstSentence,
  frontMatter,
  isWebhook,
  operationPage,
  referenceContext,
  sections,
  webhookPage,
  type ContextSource,
  type ReferencePage,
} from './operationPages';
import {DOWNLOADS, POLICY_PAGES, downloadPath, operationSlug, referencePath} from './routes';

export type {ReferencePage} from './operationPages';

/** The API's tables are FactTables (src/plugins/data-tables), which a page imports as any other. */
const FACT_TABLE_IMPORT = `import FactTable from '@site/src/components/FactTable';`;

function policyPage(key: string): ReferencePage {
  const policy = apiPolicies[key];
  const slug = POLICY_PAGES[key];
  const parameters = (policy.parameters ?? []).map(
    (name) => apiDocument.components.parameters[name] as unknown as Parameter,
  );
  return {
    file: `${slug}.mdx`,
    mdx: `${frontMatter({
      id: slug,
      title: policy.title,
      description: firstSentence(policy.description),
      custom_edit_url: null,
    })}\n${sections([
      !!policy.headers?.length && FACT_TABLE_IMPORT,
      policy.description.trim(),
      parameters.length > 0 && parameterSections(parameters, '##'),
      !!policy.headers?.length && `## Headers\n\n<FactTable table="api-headers" on="response" policy="${key}" />`,
      key === 'errors' && '## Status codes\n\n<FactTable table="api-statuses" />',
    ])}\n`,
  };
}

function authenticationPage(): ReferencePage {
  const schemes = Object.values(apiDocument.components.securitySchemes) as {description: string}[];
  return {
    file: 'authentication.mdx',
    mdx: `${frontMatter({
      id: 'authentication',
      title: 'Authentication',
      description: firstSentence(schemes[0].description),
      custom_edit_url: null,
    })}\n${sections([
      FACT_TABLE_IMPORT,
      ...schemes.map((scheme) => scheme.description.trim()),
      '## Servers\n\n<FactTable table="api-servers" />',
      `## Scopes and roles\n\nEach operation's page names the token scope and the least project role it needs. A token needs the scope, and its owner or service identity the role in the project ([roles](/concepts/rbac)):\n\n<FactTable table="token-scopes" />`,
    ])}\n`,
  };
}

function indexPage(): ReferencePage {
  const {info} = apiDocument;
  const policies = [
    `- [Authentication](${referencePath('authentication')})`,
    ...Object.entries(POLICY_PAGES).map(([key, slug]) => `- [${apiPolicies[key].title}](${referencePath(slug)})`),
  ];
  return {
    file: 'index.mdx',
    mdx: `${frontMatter({
      id: 'index',
      slug: '/',
      title: `${info.title} reference`,
      sidebar_label: 'Overview',
      description: firstSentence(info.description),
      custom_edit_url: null,
    })}\n${sections([
      FACT_TABLE_IMPORT,
      info.description.trim(),
      `The document this reference is written from, for your own tools: ${(Object.keys(DOWNLOADS) as (keyof typeof DOWNLOADS)[]).map((format) => `[${format.toUpperCase()}](pathname://${downloadPath(format)})`).join(' or ')}.`,
      `## Policies\n\n${policies.join('\n')}`,
      '## Operations\n\n<FactTable table="api-endpoints" />',
      '## Webhooks\n\n<FactTable table="webhook-events" />',
    ])}\n`,
  };
}

/** Every page of the reference, from the API's document at `documentPath` (an absolute path). */
export async function referencePages(documentPath: string): Promise<ReferencePage[]> {
  const items = await loadItems(documentPath);
  for (const item of items)
    if (item.id !== operationSlug(item.api.operationId))
      throw new Error(
        `docusaurus-plugin-openapi-docs names the page of ${item.api.operationId} ${item.id}, routes.ts names it ${operationSlug(item.api.operationId)}: make operationSlug agree`,
      );
  const context = referenceContext(apiDocument);
  return [
    indexPage(),
    authenticationPage(),
    ...Object.keys(POLICY_PAGES).map(policyPage),
    ...items.map((item) => (isWebhook(item) ? webhookPage(item, context) : operationPage(item, context))),
  ];
}

/** The style guide keeps its pages out of search and the sitemap with this, as its hand-written pages do. */
const NOINDEX = '<head>\n  <meta name="robots" content="noindex, nofollow" />\n</head>';

/**
 * The style guide's operation page (the screenshot tests photograph it), from the first operation of the fixture
 * document at `documentPath`, named `id`: the reference's look on content that does not change with the API.
 */
export async function styleGuidePage(documentPath: string, id: string): Promise<ReferencePage> {
  const document = parse(await readFile(documentPath, 'utf8')) as ContextSource;
  const [item] = (await loadItems(documentPath)).filter((candidate) => !isWebhook(candidate));
  return operationPage({...item, id}, referenceContext(document), NOINDEX);
}
