// The page of one operation or webhook, as MDX, from the item docusaurus-plugin-openapi-docs loads for it and a few
// document-wide settings (the base path, the headers every response carries, the policy page of each header): the
// method and path, scope and least role, parameters, body and responses as static tables and examples (markup.ts),
// and code samples in curl, JavaScript and Python (codeSamples.ts). The reference's pages and the style guide's
// operation page (generate.ts) are both made here. Nothing on a page sends a request or renders a schema in the browser.
import {codeSamples} from './codeSamples';
import {bodyMarkup, parameterSections, responseSections} from './markup';
import type {LoadedItem} from './openapiLibrary';
import {POLICY_PAGES, referencePath} from './routes';

/** One generated page: its file name and its MDX. */
export interface ReferencePage {
  file: string;
  mdx: string;
}

/** What a page needs of its document beyond the item itself. */
export interface ReferenceContext {
  /** The path every operation's path follows, `/api/v1`. */
  basePath: string;
  /** The headers every response carries, named once per page instead of in every response. */
  standardHeaders: ReadonlySet<string>;
  /** The policy page that explains each header, by header. */
  headerPolicies: ReadonlyMap<string, {title: string; path: string}>;
}

/** The parts of an OpenAPI document a context is made of. */
export interface ContextSource {
  servers: readonly {url: string}[];
  'x-standard-headers'?: Record<string, unknown>;
  'x-policies'?: Record<string, {title: string; headers?: readonly string[]}>;
}

export function referenceContext(document: ContextSource): ReferenceContext {
  const policies = Object.entries(document['x-policies'] ?? {});
  return {
    basePath: new URL(document.servers[0].url.replace('{host}', 'host')).pathname,
    standardHeaders: new Set(Object.keys(document['x-standard-headers'] ?? {})),
    headerPolicies: new Map(
      policies.flatMap(([key, policy]) =>
        (policy.headers ?? []).map(
          (header) => [header, {title: policy.title, path: referencePath(POLICY_PAGES[key] ?? key)}] as const,
        ),
      ),
    ),
  };
}

export const firstSentence = (text: string) => (text.match(/^[\s\S]*?[.!?](?=\s|$)/)?.[0] ?? text).replace(/\s+/g, ' ');

type FrontMatterValue = string | number | null | readonly string[] | undefined;

const yamlValue = (value: Exclude<FrontMatterValue, undefined>) =>
  typeof value === 'string'
    ? JSON.stringify(value.replace(/\s+/g, ' ').trim())
    : Array.isArray(value)
      ? `[${value.map((entry) => JSON.stringify(entry)).join(', ')}]`
      : String(value);

export function frontMatter(fields: Record<string, FrontMatterValue>): string {
  const lines = Object.entries(fields)
    .filter((entry): entry is [string, Exclude<FrontMatterValue, undefined>] => entry[1] !== undefined)
    .map(([key, value]) => `${key}: ${yamlValue(value)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

export const sections = (parts: readonly (string | false | undefined)[]) => parts.filter(Boolean).join('\n\n');

/** Names once the headers every response can carry, each group with the policy page that explains it. */
function standardHeadersLine(context: ReferenceContext): string {
  const groups = new Map<string, string[]>();
  for (const header of context.standardHeaders) {
    const policy = context.headerPolicies.get(header);
    const link = policy ? `[${policy.title.toLowerCase()}](${policy.path})` : '';
    groups.set(link, [...(groups.get(link) ?? []), `\`${header}\``]);
  }
  const parts = [...groups].map(([link, headers]) => `${headers.join(', ')}${link ? ` (${link})` : ''}`);
  return parts.length ? `Standard headers, each explained with its policy: ${parts.join('; ')}.` : '';
}

/** The token scope an operation needs (the first its security names), or undefined when it needs no token. */
const scopeOf = (api: LoadedItem['api']): string | undefined =>
  (api.security ?? []).flatMap((requirement) => Object.values(requirement).flat())[0];

function accessLine(api: LoadedItem['api']): string {
  const where = `([authentication](${referencePath('authentication')}))`;
  const scope = scopeOf(api);
  if (!scope) return `Operation ID \`${api.operationId}\` · needs no token ${where}`;
  return `Operation ID \`${api.operationId}\` · token scope \`${scope}\` · least role \`${api['x-least-role']}\` ${where}`;
}

function samplesMdx(api: LoadedItem['api']): string {
  const items = codeSamples(api).map(
    (sample) =>
      `<TabItem value="${sample.id}" label="${sample.label}">\n\n\`\`\`${sample.language}\n${sample.code}\n\`\`\`\n\n</TabItem>`,
  );
  return `## Code samples\n\n<Tabs groupId="api-code-samples">\n${items.join('\n')}\n</Tabs>`;
}

const TABS_IMPORTS = `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';`;

function requestSection(
  {parameters = [], requestBody}: LoadedItem['api'],
  {heading, exampleTitle}: {heading: string; exampleTitle: string},
): string {
  if (!parameters.length && !requestBody) return '';
  return sections([
    `## ${heading}`,
    parameterSections(parameters),
    requestBody?.content &&
      sections([
        `### Body${requestBody.required ? '' : ' (optional)'}`,
        bodyMarkup(requestBody.content, exampleTitle, requestBody.description),
      ]),
  ]);
}

/** The method and path of an operation as the API serves it, `POST /api/v1/runs`. */
const endpointOf = (api: LoadedItem['api'], context: ReferenceContext) =>
  `${api.method.toUpperCase()} ${context.basePath}${api.path}`;

/** An operation's page; `before` goes first in its body (the style guide's page keeps itself out of search with it). */
export function operationPage(item: LoadedItem, context: ReferenceContext, before = ''): ReferencePage {
  const {api} = item;
  const endpoint = endpointOf(api, context);
  const body = sections([
    TABS_IMPORTS,
    before,
    `\`${endpoint}\``,
    accessLine(api),
    api.deprecated &&
      `:::warning[Deprecated]\n\nThis operation answers with \`Deprecation\` and \`Sunset\` headers; see [versioning and deprecation](${referencePath('versioning')}).\n\n:::`,
    api.description?.trim(),
    requestSection(api, {heading: 'Request', exampleTitle: 'Request body'}),
    '## Responses',
    responseSections(api.responses ?? {}, {
      everyResponse: standardHeadersLine(context),
      standardHeaders: context.standardHeaders,
      errorsPage: referencePath('errors'),
    }),
    samplesMdx(api),
  ]);
  return {
    file: `${item.id}.mdx`,
    mdx: `${frontMatter({
      id: item.id,
      // The summary alone: with the site's name, a title stays within the 70 characters search engines show.
      title: item.title,
      description: firstSentence(api.description ?? item.title),
      keywords: [api.operationId, endpoint, ...(api.tags ?? [])],
      custom_edit_url: null,
    })}\n${body}\n`,
  };
}

/** Default recipients as the document words them for a table cell ("The user who …"), inside a sentence. */
const recipientsInSentence = (recipients: string) => recipients.replace(/^The /, 'the ');

/** A webhook's page: what Skyloom sends to the channel's URL, and what it expects back. */
export function webhookPage(item: LoadedItem, context: ReferenceContext): ReferencePage {
  const {api} = item;
  const event = item.title;
  const body = sections([
    `\`POST\` to your webhook URL · event \`${event}\` · sent by default to ${recipientsInSentence(api['x-default-recipients'] ?? '')}`,
    api.description?.trim(),
    `Verify \`X-Skyloom-Signature\` before you trust a delivery: [verify the webhook signature](/security-and-admin/api#verify-the-webhook-signature).`,
    requestSection(api, {heading: 'Delivery', exampleTitle: 'Delivery body'}),
    '## Your answer',
    responseSections(api.responses ?? {}, {
      everyResponse: '',
      standardHeaders: context.standardHeaders,
      errorsPage: referencePath('errors'),
    }),
  ]);
  return {
    file: `${item.id}.mdx`,
    mdx: `${frontMatter({
      id: item.id,
      title: `${event} webhook`,
      sidebar_label: event,
      description: firstSentence(api.description ?? event),
      keywords: [event, api.operationId, 'webhook'],
      custom_edit_url: null,
    })}\n${body}\n`,
  };
}

/** Whether an item is a webhook: the plugin loads webhooks with the method `event`. */
export const isWebhook = (item: LoadedItem) => item.api.method === 'event';
