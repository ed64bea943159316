// Detectors for the hosted service: the headers of API responses and webhook deliveries, API operations (paths,
// methods and scopes), the status page and the bearer tokens the API accepts. The API's come from its OpenAPI
// document, src/data/api/openapi.yaml.
import {
  API_BASE_PATH,
  API_DOCUMENT_FILE,
  apiBearerTokens,
  apiHeaders,
  apiOperations,
  apiPath,
  findOperation,
  findOperations,
  type ApiOperation,
} from '../../../src/data/api';
import {serviceHosts} from '../../../src/data/platform';
import {SCOPES, scopesCovering, type Scope} from '../../../src/data/rules/scopes';
import {referencePath} from '../../../src/plugins/api-reference/routes';
import {editDistance, nearest} from '../../../src/lib/nearest';
import {isInserted, type DocFacts, type Line} from './document';

const SERVICE_HEADER = /\bX-(?:Skyloom|RateLimit)-[A-Za-z]+(?:-[A-Za-z]+)*/g;

const API_PATH = new RegExp(`${API_BASE_PATH.replace(/\//g, '\\/')}(?:\\/[\\w{}.-]+)*`, 'g');

/** An `X-Skyloom-…` or `X-RateLimit-…` header a page names is one the service sends. */
export function checkServiceHeaders(doc: DocFacts, line: Line) {
  for (const match of line.text.matchAll(SERVICE_HEADER)) {
    doc.count('api.headers');
    if (!apiHeaders.some((header) => header.name === match[0]))
      doc.report(
        line,
        match.index + 1,
        `${match[0]} is not a header of the Skyloom API or its webhooks: write one of ${apiHeaders.map((header) => header.name).join(', ')}, or add it to ${API_DOCUMENT_FILE}`,
        'api',
      );
  }
}

const METHOD_BEFORE =
  /(?:\b(GET|POST|PUT|PATCH|DELETE)\s+(?:https?:\/\/[^\s/]+)?|(?:-X|--request)\s+(GET|POST|PUT|PATCH|DELETE)\b.*)$/;
const SCOPE_NAMED = new RegExp(`\`(${SCOPES.join('|')})\`\\s+scope|scope\\s+\`(${SCOPES.join('|')})\``, 'g');

const operationName = (operation: ApiOperation) => `${operation.method} ${apiPath(operation)}`;

/** The method a line gives a path at `index`: `POST /api/v1/runs`, or curl's `-X POST` earlier on the line. */
function methodBefore(text: string, index: number): string | undefined {
  const match = METHOD_BEFORE.exec(text.slice(0, index));
  return (
    match?.[1] ??
    match?.[2] ??
    (/\bcurl\b/.test(text) && !/-X\s|--request\s|\s-d\s|--data/.test(text) ? 'GET' : undefined)
  );
}

const operationPaths = [...new Set(apiOperations.map(apiPath))];

/** The path of the document closest to `path`, its values read as the placeholders they stand for. */
function nearestPath(path: string): string | undefined {
  const segments = path.split('/');
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of operationPaths) {
    const parts = candidate.split('/');
    const shaped =
      parts.length === segments.length
        ? segments.map((segment, index) => (parts[index].startsWith('{') ? parts[index] : segment)).join('/')
        : path;
    const distance = editDistance(shaped, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return bestDistance <= Math.max(2, Math.floor(path.length / 4)) ? best : undefined;
}

/**
 * An `/api/v1/…` path a page names is an operation of the API document (placeholders and values stand for any one
 * segment), with the method the line gives it (`POST /api/v1/runs`, curl's `-X POST`, a plain curl is a GET); a
 * scope the same line names for it (`the \`provision\` scope`) is one that covers the scope the operation needs.
 */
export function checkApiPaths(doc: DocFacts, line: Line) {
  const named: ApiOperation[] = [];
  for (const match of line.text.matchAll(API_PATH)) {
    const path = match[0].replace(/[.]+$/, '');
    if (path === API_BASE_PATH) continue;
    doc.count('api.endpoints');
    const anyMethod = findOperations(path);
    if (!anyMethod.length) {
      const likely = nearestPath(path);
      doc.report(
        line,
        match.index + 1,
        `${path} is not an operation of the Skyloom API: ${likely ? `did you mean ${likely}? ` : ''}write a path of ${API_DOCUMENT_FILE} (the reference under /api/ lists them), or add the operation there`,
        'api',
      );
      continue;
    }
    const method = methodBefore(line.text, match.index);
    const operations = method ? findOperations(path, method) : anyMethod;
    if (!operations.length) {
      doc.report(
        line,
        match.index + 1,
        `${method} ${path} is not an operation of the Skyloom API: ${path} answers ${anyMethod.map(operationName).join(' and ')}; write that method, or add the operation to ${API_DOCUMENT_FILE}`,
        'api',
      );
      continue;
    }
    if (operations.length === 1) named.push(operations[0]);
  }
  if (named.length !== 1) return;
  const [operation] = named;
  for (const match of line.text.matchAll(SCOPE_NAMED)) {
    const scope = (match[1] ?? match[2]) as Scope;
    if (operation.scope && scopesCovering(operation.scope).includes(scope)) continue;
    doc.report(
      line,
      match.index + 1,
      operation.scope
        ? `${operationName(operation)} (${operation.operationId}) needs the \`${operation.scope}\` scope, not \`${scope}\`: write \`${operation.scope}\`, as ${API_DOCUMENT_FILE} has it`
        : `${operationName(operation)} (${operation.operationId}) needs no token: drop the \`${scope}\` scope`,
      'api',
    );
  }
}

const STATUS_PAGE = /https?:\/\/status\.[\w.-]+/g;
const BEARER_PREFIX = /\bslm_[a-z]+_/g;

/**
 * The status page's address (an https `status.` host) is the service's, and a token sent as `Bearer` starts
 * with the prefix of a token the API accepts.
 */
export function checkServiceValues(doc: DocFacts, line: Line) {
  for (const match of line.text.matchAll(STATUS_PAGE)) {
    if (isInserted(line, match.index, match.index + match[0].length)) continue;
    doc.count('service.status-page');
    if (match[0] !== serviceHosts.status)
      doc.report(
        line,
        match.index + 1,
        `The status page is ${serviceHosts.status}, not ${match[0]}: write ${serviceHosts.status}`,
        'fact-value',
      );
  }
  if (!/\bBearer\b/.test(line.text)) return;
  for (const match of line.text.matchAll(BEARER_PREFIX)) {
    doc.count('api.bearer-tokens');
    if (!apiBearerTokens.some((bearer) => bearer.prefix === match[0]))
      doc.report(
        line,
        match.index + 1,
        `The API accepts ${apiBearerTokens.map((bearer) => `${bearer.prefix}…`).join(' and ')} as bearer tokens, not ${match[0]}…: write one of those prefixes`,
        'api',
      );
  }
}

const OPERATION_IDS = apiOperations.map((operation) => operation.operationId);
/** The verbs operation IDs start with (`get`, `list`, `start`…): inline code of that shape names an operation. */
const OPERATION_VERBS = [...new Set(OPERATION_IDS.map((id) => id.match(/^[a-z]+/)![0]))];
const OPERATION_ID = new RegExp(`\`((?:${OPERATION_VERBS.join('|')})[A-Z][A-Za-z]*)\``, 'g');

/**
 * An operation ID a page writes in inline code (`startRun`) is one of the API document. Other names of that shape
 * (a cloud's `listKeys`) are left alone unless they are a typo of an operation ID or the line speaks of API
 * operations or links the reference.
 */
export function checkOperationIds(doc: DocFacts, line: Line) {
  if (line.kind !== 'prose') return;
  for (const match of line.text.matchAll(OPERATION_ID)) {
    if (findOperation(match[1])) {
      doc.count('api.endpoints');
      continue;
    }
    const likely = nearest(match[1], OPERATION_IDS);
    if (!likely && !/\boperation IDs?\b|\bAPI operations?\b|\]\(\/api\//.test(line.text)) continue;
    doc.report(
      line,
      match.index + 1,
      `${match[1]} is not an operation ID of the Skyloom API: ${likely ? `did you mean ${likely} (${referencePath(likely)})? ` : ''}write an operationId of ${API_DOCUMENT_FILE}`,
      'api',
    );
  }
}
