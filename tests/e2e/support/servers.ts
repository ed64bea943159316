/** Ports of the two local nginx servers the browser suite starts (see playwright.config.ts). */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Serves build-hosted/: the site built for hosted search with test credentials. */
export const HOSTED_SEARCH_PORT = PORT + 1;
