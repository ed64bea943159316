/**
 * The REST API as the guide states it, read from its one source, the OpenAPI document `openapi.yaml` beside this
 * file: operations with their scope and least role, headers, error codes, pagination, bearer tokens, webhooks and
 * the API's policies. Node only (it reads the file): the build, the content lint and the tests import it, never a
 * module the browser bundles. The reference under /api/ renders the same document (src/plugins/api-reference/).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import type {Role} from '../rules/roles';
import type {Scope} from '../rules/scopes';
import type {StatedFact} from '../platform/facts';

/** Where the document lives, for messages and for the plugin that renders it. */
export const API_DOCUMENT_FILE = 'src/data/api/openapi.yaml';

/** An OpenAPI object as parsed; the shapes below name only what the guide reads. */
type Node = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: {title: string; version: string; description: string};
  servers: readonly {url: string; description: string}[];
  tags: readonly {name: string; description: string}[];
  paths: Record<string, Record<string, Node>>;
  webhooks: Record<string, Record<string, Node>>;
  components: {
    parameters: Record<string, Node>;
    headers: Record<string, {description: string; example?: unknown}>;
    responses: Record<string, Node & {description: string; 'x-code': string; 'x-retry': string}>;
    securitySchemes: Record<string, Node>;
  };
  'x-policies': Record<string, ApiPolicy>;
  /** The headers every response of an operation carries. */
  'x-standard-headers': Record<string, unknown>;
}

interface ApiPolicy {
  title: string;
  /** Markdown. */
  description: string;
  /** Names of components.headers the policy is about. */
  headers?: readonly string[];
  /** Names of components.parameters the policy is about. */
  parameters?: readonly string[];
}

/** The document as text, exactly as published at /api/skyloom-openapi.yaml. */
export const apiDocumentText = readFileSync(path.join(__dirname, 'openapi.yaml'), 'utf8');

export const apiDocument = parse(apiDocumentText, {merge: true}) as OpenApiDocument;

/** Every path of the REST API starts with this, on the hosted API host and on an on-prem host alike. */
export const API_BASE_PATH = new URL(apiDocument.servers[0].url).pathname;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type HttpMethod = Uppercase<(typeof METHODS)[number]>;

/** The rule of src/data/rules an operation's scope and least role come from. */
type AccessRule = {command: string} | {action: string};

export interface ApiOperation {
  operationId: string;
  method: HttpMethod;
  /** Path after the base path, with `{placeholders}`. */
  path: string;
  summary: string;
  description: string;
  tag: string;
  /** The token scope it needs; null when it needs no token. */
  scope: Scope | null;
  /** When some requests need a wider scope than `scope`, which and when (`x-scope-note`). */
  scopeNote?: string;
  /** The least project role it needs; null when it needs no token. */
  role: Role | null;
  access?: AccessRule;
  paginated: boolean;
  deprecated: boolean;
  /** Its parameters and request body, as the document has them (references not resolved). */
  operation: Node;
}

const refName = (node: unknown) => ((node as Node)?.$ref as string | undefined)?.split('/').pop();

function scopeOf(operation: Node): Scope | null {
  const security = (operation.security ?? apiDocument['security' as keyof OpenApiDocument]) as Node[];
  const scopes = security.flatMap((requirement) => Object.values(requirement) as string[][]).flat();
  return (scopes[0] as Scope | undefined) ?? null;
}

export const apiOperations: readonly ApiOperation[] = Object.entries(apiDocument.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => {
    const operation = item[method];
    const scope = scopeOf(operation);
    return {
      operationId: operation.operationId as string,
      method: method.toUpperCase() as HttpMethod,
      path,
      summary: operation.summary as string,
      description: operation.description as string,
      tag: (operation.tags as string[])[0],
      scope,
      scopeNote: operation['x-scope-note'] as string | undefined,
      role: scope ? (operation['x-least-role'] as Role) : null,
      access: operation['x-skyloom-access'] as AccessRule | undefined,
      paginated: ((operation.parameters ?? []) as Node[]).some((parameter) => refName(parameter) === 'Cursor'),
      deprecated: operation.deprecated === true,
      operation,
    };
  }),
);

export const apiPath = (operation: Pick<ApiOperation, 'path'>) => `${API_BASE_PATH}${operation.path}`;

const pathPattern = (operation: ApiOperation) => new RegExp(`^${apiPath(operation).replace(/\{[^}]+\}/g, '[^/]+')}$`);

/**
 * The operations an `/api/v1/…` path as a page writes it names (query string and trailing punctuation dropped;
 * a `{placeholder}` or a value stands for any one segment), of one method when given.
 */
export function findOperations(path: string, method?: string): ApiOperation[] {
  return apiOperations.filter(
    (operation) =>
      (pathPattern(operation).test(path) || apiPath(operation) === path) &&
      (!method || operation.method === method.toUpperCase()),
  );
}

export function findOperation(operationId: string): ApiOperation | undefined {
  return apiOperations.find((operation) => operation.operationId === operationId);
}

export interface ApiHeader {
  name: string;
  /** Where it appears: on API responses, or on webhook deliveries. */
  on: 'response' | 'webhook';
  meaning: string;
}

const webhookHeaderNames = ['SkyloomEvent', 'SkyloomDelivery', 'SkyloomSignature'];

export const apiHeaders: readonly ApiHeader[] = [
  ...Object.entries(apiDocument.components.headers).map(([name, header]) => ({
    name,
    on: 'response' as const,
    meaning: header.description,
  })),
  ...webhookHeaderNames.map((id) => {
    const parameter = apiDocument.components.parameters[id];
    return {name: parameter.name as string, on: 'webhook' as const, meaning: parameter.description as string};
  }),
];

/** The error codes of the JSON error body, `{"error": {"code", "message", "requestId"}}`, by HTTP status. */
export interface ApiStatus {
  status: number;
  code: string;
  meaning: string;
  retry: string;
}

/** The status each error response of components.responses answers with, as the operations use it. */
function statusOf(responseName: string): number {
  for (const item of [...Object.values(apiDocument.paths)])
    for (const operation of Object.values(item))
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Node))
        if (refName(response) === responseName) return Number(status);
  throw new Error(`${API_DOCUMENT_FILE}: no operation answers with components.responses.${responseName}`);
}

export const apiStatuses: readonly ApiStatus[] = Object.entries(apiDocument.components.responses)
  .map(([name, response]) => ({
    status: statusOf(name),
    code: response['x-code'],
    meaning: response.description,
    retry: response['x-retry'],
  }))
  .sort((a, b) => a.status - b.status);

const limitSchema = apiDocument.components.parameters.Limit.schema as {default: number; maximum: number};

const apiPagination = {
  limitParameter: apiDocument.components.parameters.Limit.name as string,
  cursorParameter: apiDocument.components.parameters.Cursor.name as string,
  nextField: 'nextCursor',
  defaultLimit: limitSchema.default,
  maximumLimit: limitSchema.maximum,
} as const;

export interface ApiBearerToken {
  token: string;
  /** How the token starts, as the content lint finds it next to `Bearer`. */
  prefix: string;
  /** Whose permissions a request with it has. */
  actsAs: string;
}

/** The tokens the API accepts as `Authorization: Bearer <token>`. */
export const apiBearerTokens = Object.values(apiDocument.components.securitySchemes).flatMap(
  (scheme) => (scheme['x-token-prefixes'] ?? []) as ApiBearerToken[],
);

export interface WebhookEvent {
  name: string;
  operationId: string;
  sentWhen: string;
  defaultRecipients: string;
}

/** The events an alert rule routes to a channel; a webhook channel receives them as `POST` deliveries. */
export const webhookEvents: readonly WebhookEvent[] = Object.entries(apiDocument.webhooks).map(([name, item]) => ({
  name,
  operationId: item.post.operationId as string,
  sentWhen: (item.post.description as string).replace(/\.$/, ''),
  defaultRecipients: item.post['x-default-recipients'] as string,
}));

export const apiPolicies = apiDocument['x-policies'];

/** The API's values pages state in prose, as facts the content lint checks (see src/data/platform/facts.ts). */
export const apiFacts: readonly StatedFact[] = [
  {
    id: 'api.bearer-tokens',
    label: 'Bearer tokens the API accepts',
    value: apiBearerTokens.map((bearer) => `${bearer.token} (\`${bearer.prefix}…\`)`).join(' or '),
    shape: {about: ['bearer'], which: ['slm_']},
  },
  {
    id: 'api.page-size',
    label: 'Items per page of a list operation (`limit`)',
    value: `${apiPagination.defaultLimit} by default, at most ${apiPagination.maximumLimit}`,
    shape: {about: ['page', '`limit`'], which: ['default', 'at most', 'maximum', 'up to']},
  },
];
