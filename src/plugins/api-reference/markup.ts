// An operation's parameters, request body and responses as static Markdown, written at build time: tables of
// fields and example blocks the built HTML holds, so search, the Markdown twins and llms-full.txt have them and the
// page loads no schema code. Types and constraints are named by docusaurus-plugin-openapi-docs' helpers.
import {STATUS_CODES} from 'node:http';
import {SEARCH_SKIP} from '../search/indexing/outlineFromHtml';
import {
  merged,
  schemaConstraints,
  schemaName,
  type MediaType,
  type Parameter,
  type Response,
  type Schema,
} from './openapiLibrary';

const code = (text: string) => `\`${text}\``;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A Markdown table: a page's own table, written with the page. */
function markdownTable(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return [head, head.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');
}

const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;
const LOCATION_TITLES = {path: 'Path', query: 'Query', header: 'Header', cookie: 'Cookie'} as const;

/** What a row says of a value besides its type: its description, constraints, default and fixed value. */
function meaning(schema: Schema = {}, description = schema.description, deprecated = false): string {
  return [
    deprecated && '**Deprecated.**',
    description?.trim(),
    schemaConstraints(schema),
    schema.const !== undefined && `**Value:** ${code(String(schema.const))}`,
    schema.default !== undefined && `**Default:** ${code(JSON.stringify(schema.default))}`,
  ]
    .filter(Boolean)
    .join(' ');
}

const typeCell = (schema: Schema = {}, required = false) =>
  `${code(schemaName(schema))}${required ? ', required' : ''}`;

/** One table per place parameters go (path, query, header), each under its heading. */
export function parameterSections(parameters: readonly Parameter[], level = '###'): string {
  return LOCATIONS.map((location) => {
    const rows = parameters
      .filter((parameter) => parameter.in === location)
      .map((parameter) => [
        code(parameter.name),
        typeCell(parameter.schema, parameter.required),
        [
          meaning(parameter.schema, parameter.description, parameter.deprecated),
          parameter.example !== undefined && `Example: ${code(String(parameter.example))}`,
        ]
          .filter(Boolean)
          .join(' '),
      ]);
    return rows.length
      ? `${level} ${LOCATION_TITLES[location]} parameters\n\n${markdownTable(['Name', 'Type', 'Description'], rows)}`
      : '';
  })
    .filter(Boolean)
    .join('\n\n');
}

/** The rows of an object's fields, nested fields by their path (`error.code`, `items[].id`). */
function fieldRows(schema: Schema, prefix = ''): string[][] {
  const object = merged(schema);
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).flatMap(([name, property]) => {
    const field = merged(property);
    const path = `${prefix}${name}`;
    const items = field.items && merged(field.items);
    return [
      [code(path), typeCell(field, required.has(name)), meaning(field)],
      ...(field.properties ? fieldRows(field, `${path}.`) : []),
      ...(items?.properties ? fieldRows(items, `${path}[].`) : []),
    ];
  });
}

function exampleBlock(mediaType: string, example: unknown, title: string): string {
  const json = mediaType.endsWith('json');
  const text = json ? JSON.stringify(example, null, 2) : String(example);
  return `\`\`\`${json ? 'json' : 'text'} title="${title}"\n${text}\n\`\`\``;
}

/** A body: what it is, its fields and its example (a file body, such as a `.zip`, is named, not shown). */
export function bodyMarkup(content: Record<string, MediaType>, exampleTitle: string, description?: string): string {
  return Object.entries(content)
    .map(([mediaType, {schema = {}, example}]) => {
      const object = merged(schema);
      const file = object.contentMediaType ?? (object.format === 'binary' ? mediaType : undefined);
      const rows = fieldRows(object);
      return [
        [description?.trim(), file ? `A file of type ${code(file)}.` : `${code(mediaType)}:`].filter(Boolean).join(' '),
        rows.length ? markdownTable(['Field', 'Type', 'Description'], rows) : '',
        !file && example !== undefined ? exampleBlock(mediaType, example, exampleTitle) : '',
      ]
        .filter(Boolean)
        .join('\n\n');
    })
    .join('\n\n');
}

const statusTitle = (status: string) => `${status} ${STATUS_CODES[Number(status)] ?? ''}`.trim();

const isError = (status: string) => Number(status) >= 400;

/**
 * The responses: each success with its headers (those every response has are named once, in `everyResponse`),
 * fields and example; then the errors in one table, with one example of the error body they share.
 */
export function responseSections(
  responses: Record<string, Response>,
  {
    everyResponse,
    standardHeaders,
    errorsPage,
  }: {everyResponse: string; standardHeaders: ReadonlySet<string>; errorsPage: string},
): string {
  const entries = Object.entries(responses);
  const successes = entries
    .filter(([status]) => !isError(status))
    .map(([status, response]) => {
      const headers = Object.entries(response.headers ?? {}).filter(([name]) => !standardHeaders.has(name));
      return [
        `### ${statusTitle(status)}`,
        response.description.trim(),
        headers.length
          ? markdownTable(
              ['Header', 'Type', 'Description'],
              headers.map(([name, header]) => [
                code(name),
                typeCell(header.schema),
                meaning(header.schema, header.description),
              ]),
            )
          : '',
        response.content ? bodyMarkup(response.content, `${status} response`) : '',
      ]
        .filter(Boolean)
        .join('\n\n');
    });
  const errors = entries.filter(([status]) => isError(status));
  // 401, which every operation with a token answers, so that the example never names a parameter the page lacks.
  const [exampleStatus, exampleError] = errors.find(([status]) => status === '401') ?? errors[0] ?? [];
  const errorExample = exampleError?.content?.['application/json'];
  const errorSection = errors.length
    ? [
        '### Errors',
        `Each error answers with the [error body](${errorsPage}), its \`code\` and \`message\` saying what went wrong:`,
        // Every operation answers the same errors: search finds them once, on the errors page, not on each operation.
        `<div ${SEARCH_SKIP}>`,
        markdownTable(
          ['Status', '`code`', 'Meaning', 'Retry?'],
          errors.map(([status, response]) => [
            statusTitle(status),
            code(response['x-code'] ?? ''),
            response.description,
            response['x-retry'] ?? '',
          ]),
        ),
        errorExample ? exampleBlock('application/json', errorExample.example, `${exampleStatus} response`) : '',
        '</div>',
      ]
        .filter(Boolean)
        .join('\n\n')
    : '';
  return [everyResponse, ...successes, errorSection].filter(Boolean).join('\n\n');
}
