// Where the API reference lives on the site. The page of an operation or webhook is named after its operation ID
// in kebab case, as docusaurus-plugin-openapi-docs names it (a unit test compares the two).

/** The reference's route base (the `api` docs instance of docusaurus.config.ts serves it). */
export const REFERENCE_BASE = '/api';

/** The document as published: the same file, in both formats. */
export const DOWNLOADS = {yaml: 'skyloom-openapi.yaml', json: 'skyloom-openapi.json'} as const;

export const operationSlug = (operationId: string) =>
  operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

export const referencePath = (operationId: string) => `${REFERENCE_BASE}/${operationSlug(operationId)}`;

export const downloadPath = (format: keyof typeof DOWNLOADS) => `${REFERENCE_BASE}/${DOWNLOADS[format]}`;

/** The policy pages, by their key in the document's `x-policies`, and their slug. */
export const POLICY_PAGES: Record<string, string> = {
  versioning: 'versioning',
  idempotency: 'idempotency',
  pagination: 'pagination',
  rateLimits: 'rate-limits',
  errors: 'errors',
};
