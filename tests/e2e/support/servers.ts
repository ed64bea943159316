/** Ports of the two local nginx servers the browser suite starts (see playwright.config.ts). */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Serves build-hosted/: the site built with test credentials for every hosted service. */
export const HOSTED_SEARCH_PORT = PORT + 1;
/** The production host, mapped to 127.0.0.1 by Chromium in the production-host project. */
export const PRODUCTION_ORIGIN = `http://docs.skyloom.io:${HOSTED_SEARCH_PORT}`;
/** The dev server (`npm start`) that the dev-server search test starts on a scratch copy of the site. */
export const DEV_SERVER_PORT = PORT + 2;
