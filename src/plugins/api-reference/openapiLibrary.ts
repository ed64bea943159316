// docusaurus-plugin-openapi-docs 4.7.1 as a library: the one module that imports its `lib/` (no public API), so a change
// there breaks here only (ARCHITECTURE.md, "Framework internals"; tests/unit/api-reference.test.ts fails loudly).
// Its loader reads the document, resolves every reference and makes one item per operation and webhook, named as
// the plugin names pages; its schema helpers name a schema's type and its constraints as the plugin's pages do.
import {getQualifierMessage, getSchemaName} from 'docusaurus-plugin-openapi-docs/lib/markdown/schema';
import {mergeAllOf} from 'docusaurus-plugin-openapi-docs/lib/markdown/createSchema';
import {processOpenapiFiles, readOpenapiFiles} from 'docusaurus-plugin-openapi-docs/lib/openapi';

/** A JSON Schema as the document writes it, references resolved. */
export interface Schema {
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  allOf?: Schema[];
  contentMediaType?: string;
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: Schema;
  example?: unknown;
}

export interface Response {
  description: string;
  headers?: Record<string, {description?: string; schema?: Schema; example?: unknown}>;
  content?: Record<string, MediaType>;
  'x-code'?: string;
  'x-retry'?: string;
}

/** One operation or webhook as the plugin loads it: `id` is the name of its page. */
export interface LoadedItem {
  type: 'api';
  id: string;
  title: string;
  api: {
    method: string;
    path: string;
    operationId: string;
    tags?: string[];
    description?: string;
    deprecated?: boolean;
    parameters?: Parameter[];
    requestBody?: {content?: Record<string, MediaType>; description?: string; required?: boolean};
    responses?: Record<string, Response>;
    /** The operation's security requirements, the document's when it has none of its own (`[]`: no token). */
    security?: Record<string, string[]>[];
    /** The document's servers. */
    servers?: {url: string}[];
    'x-least-role'?: string;
    'x-default-recipients'?: string;
  };
}

/** The operations and webhooks of the document at `documentPath` (an absolute path), references resolved. */
export async function loadItems(documentPath: string): Promise<LoadedItem[]> {
  const files = await readOpenapiFiles(documentPath);
  const [items] = (await processOpenapiFiles(
    files,
    {specPath: documentPath, outputDir: ''} as never,
    {},
  )) as unknown as [{type: string}[]];
  return items.filter((item): item is LoadedItem => item.type === 'api');
}

/** A schema with its `allOf` merged into one, as the plugin merges it. */
export const merged = (schema: Schema): Schema => (schema.allOf ? (mergeAllOf(schema as never) as Schema) : schema);

/** The type the plugin shows for a schema (`string`, `string<date-time>`, `object[]`), `or null` when nullable. */
export function schemaName(schema: Schema): string {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const name = getSchemaName({...schema, type: types.find((type) => type !== 'null')} as never);
  return types.includes('null') ? `${name} or null` : name;
}

/** The plugin's line of a schema's constraints (`**Possible values:** [`a`, `b`]`), or undefined. */
export const schemaConstraints = (schema: Schema): string | undefined => getQualifierMessage(schema as never);
