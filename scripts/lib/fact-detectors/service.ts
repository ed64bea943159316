// Detectors for the hosted service: the headers of API responses and webhook deliveries, API paths, the status
// page and the bearer tokens the API accepts.
import {API_BASE_PATH, apiBearerTokens, apiHeaders, findEndpoint, serviceHosts} from '../../../src/data/platform';
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
        `${match[0]} is not a header of the Skyloom API or its webhooks: write one of ${apiHeaders.map((header) => header.name).join(', ')}, or add it to src/data/platform/service.ts`,
        'api',
      );
  }
}

/** An `/api/v1/…` path a page names is an endpoint of the API data (placeholders stand for any one segment). */
export function checkApiPaths(doc: DocFacts, line: Line) {
  for (const match of line.text.matchAll(API_PATH)) {
    const path = match[0].replace(/[.]+$/, '');
    if (path === API_BASE_PATH) continue;
    doc.count('api.endpoints');
    if (!findEndpoint(path))
      doc.report(
        line,
        match.index + 1,
        `${path} is not an endpoint of the Skyloom API: add it to apiEndpoints in src/data/platform/service.ts`,
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
