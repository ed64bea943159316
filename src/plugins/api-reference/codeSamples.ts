// The code samples of an operation's page, in curl, JavaScript (fetch, Node.js 20) and Python (requests), built from
// the operation as docusaurus-plugin-openapi-docs loads it: the first server, the path with each path parameter's
// example, the required query parameters, the request body's example, the token when the operation needs one, and
// what the answer is (JSON, text or a file to save). Static code blocks, highlighted like every other: the page sends
// no request.
import type {LoadedItem, MediaType} from './openapiLibrary';

export interface CodeSample {
  id: 'curl' | 'javascript' | 'python';
  label: string;
  language: 'bash' | 'javascript' | 'python';
  code: string;
}

/** The environment variable the samples read the token from, as the guide's scripts do. */
const TOKEN_VARIABLE = 'SKYLOOM_TOKEN';

type Answer = {kind: 'json' | 'text' | 'none'} | {kind: 'file'; name: string};

/** What a successful answer holds: JSON, text, a file (saved under a name from the path) or nothing. */
function answerOf(api: LoadedItem['api']): Answer {
  const success = Object.entries(api.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
  const [mediaType, media] = (Object.entries(success?.content ?? {})[0] ?? []) as [string?, MediaType?];
  if (!mediaType) return {kind: 'none'};
  if (media?.schema?.contentMediaType || media?.schema?.format === 'binary')
    return {kind: 'file', name: `${api.path.split('/').pop()}.${mediaType.split('/')[1]}`};
  return {kind: mediaType.endsWith('json') ? 'json' : 'text'};
}

/** Whether the operation needs a token: a security requirement that names a scheme. */
const needsToken = (api: LoadedItem['api']) =>
  (api.security ?? []).some((requirement) => Object.keys(requirement).length > 0);

const indent = (text: string, by: string) => text.replace(/\n/g, `\n${by}`);

/** A JSON value as a Python literal. */
function pythonLiteral(value: unknown): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value)) return `[${value.map(pythonLiteral).join(', ')}]`;
  if (typeof value === 'object')
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([key, entry]) => `${JSON.stringify(key)}: ${pythonLiteral(entry)}`)
      .join(', ')}}`;
  return JSON.stringify(value);
}

export function codeSamples(api: LoadedItem['api']): CodeSample[] {
  const parameters = api.parameters ?? [];
  const method = api.method.toUpperCase();
  const path = api.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    String(parameters.find((parameter) => parameter.name === name)?.example ?? name),
  );
  const query = parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => `${parameter.name}=${encodeURIComponent(String(parameter.example))}`);
  const url = `${api.servers?.[0]?.url ?? ''}${path}${query.length ? `?${query.join('&')}` : ''}`;
  const body = api.requestBody?.content?.['application/json']?.example;
  const token = needsToken(api);
  const idempotencyKey = parameters.find((parameter) => parameter.name === 'Idempotency-Key')?.example;
  /** Each header as curl, JavaScript and Python write it. */
  const headers = [
    ...(token
      ? [
          {
            name: 'Authorization',
            shell: `Bearer $${TOKEN_VARIABLE}`,
            javascript: `\`Bearer \${process.env.${TOKEN_VARIABLE}}\``,
            python: `f"Bearer {os.environ['${TOKEN_VARIABLE}']}"`,
          },
        ]
      : []),
    ...[
      body === undefined ? undefined : ['Content-Type', 'application/json'],
      idempotencyKey === undefined ? undefined : ['Idempotency-Key', String(idempotencyKey)],
    ]
      .filter((header): header is string[] => !!header)
      .map(([name, value]) => ({name, shell: value, javascript: `'${value}'`, python: `"${value}"`})),
  ];
  const answer = answerOf(api);
  const file = answer.kind === 'file' ? answer.name : undefined;
  const curl = [
    `curl -s${method === 'GET' ? '' : ` -X ${method}`} "${url}"`,
    ...headers.map((header) => `  -H "${header.name}: ${header.shell}"`),
    ...(body === undefined ? [] : [`  -d '${JSON.stringify(body)}'`]),
    ...(file ? [`  -o ${file}`] : []),
  ].join(' \\\n');
  const javascript = [
    ...(file ? [`import {writeFile} from 'node:fs/promises';`, ''] : []),
    `const response = await fetch('${url}', {`,
    `  method: '${method}',`,
    ...(headers.length
      ? ['  headers: {', ...headers.map((header) => `    '${header.name}': ${header.javascript},`), '  },']
      : []),
    ...(body === undefined ? [] : [`  body: JSON.stringify(${indent(JSON.stringify(body, null, 2), '  ')}),`]),
    '});',
    'if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);',
    {
      json: 'console.log(await response.json());',
      text: 'console.log(await response.text());',
      none: 'console.log(response.status);',
      file: `await writeFile('${file}', Buffer.from(await response.arrayBuffer()));`,
    }[answer.kind],
  ].join('\n');
  const python = [
    ...(token ? ['import os', ''] : []),
    'import requests',
    '',
    `response = requests.request(`,
    `    "${method}",`,
    `    "${url}",`,
    ...(headers.length
      ? ['    headers={', ...headers.map((header) => `        "${header.name}": ${header.python},`), '    },']
      : []),
    ...(body === undefined ? [] : [`    json=${pythonLiteral(body)},`]),
    '    timeout=30,',
    ')',
    'response.raise_for_status()',
    {
      json: 'print(response.json())',
      text: 'print(response.text)',
      none: 'print(response.status_code)',
      file: `with open("${file}", "wb") as file:\n    file.write(response.content)`,
    }[answer.kind],
  ].join('\n');
  return [
    {id: 'curl', label: 'curl', language: 'bash', code: curl},
    {id: 'javascript', label: 'JavaScript', language: 'javascript', code: javascript},
    {id: 'python', label: 'Python', language: 'python', code: python},
  ];
}
