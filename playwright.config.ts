import {defineConfig, devices} from '@playwright/test';
import {execSync} from 'node:child_process';
import path from 'node:path';
import {HOSTED_SEARCH_PORT, PORT, PRODUCTION_ORIGIN} from './tests/e2e/support/servers';

/**
 * The browser comes from CHROMIUM_PATH, else Debian's `chromium-headless-shell` (Chromium's old headless mode: the
 * same rendering, a third less time per page than the full browser), else its `chromium`, else Playwright's own.
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const binary of ['chromium-headless-shell', 'chromium']) {
    try {
      const found = execSync(`command -v ${binary}`, {shell: '/bin/sh', encoding: 'utf8'}).trim();
      if (found) return found;
    } catch {
      // not installed: try the next one
    }
  }
  return undefined;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Rendering that does not depend on the CPU or the host, so screenshot baselines hold on any machine.
  '--disable-skia-runtime-opts',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

/** The browser sees DejaVu and nothing else of the system's fonts (support/fonts.conf), so text renders alike anywhere. */
const launchEnv = {...process.env, FONTCONFIG_FILE: path.resolve(__dirname, 'tests/e2e/support/fonts.conf')};

/** `E2E_HOSTED=0` leaves out build-hosted/ and its server, for runs of specs that do not use it (screenshots). */
const withHostedBuild = process.env.E2E_HOSTED !== '0';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : [['list']],
  timeout: 45_000,
  // Generous: CI is two cores shared by a build server, a browser and the tests.
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs a fifth of the suite's time, so CI records one only when it retries a failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /analytics\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {executablePath: chromiumPath(), args: chromiumArgs, env: launchEnv},
      },
    },
    {
      // Chromium resolves the production host to the local server, so host-gated code runs its real path.
      name: 'production-host',
      testMatch: /analytics\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: PRODUCTION_ORIGIN,
        launchOptions: {
          executablePath: chromiumPath(),
          args: [...chromiumArgs, '--host-resolver-rules=MAP docs.skyloom.io 127.0.0.1'],
          env: launchEnv,
        },
      },
    },
  ],
  webServer: [
    {
      command: `npx tsx scripts/serve-build.ts --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    ...(withHostedBuild
      ? [
          {
            command: `npx tsx scripts/serve-build.ts --port ${HOSTED_SEARCH_PORT} --root build-hosted`,
            url: `http://127.0.0.1:${HOSTED_SEARCH_PORT}/`,
            reuseExistingServer: !process.env.CI,
          },
        ]
      : []),
  ],
});
