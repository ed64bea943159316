import type {CliCommand} from './types';
import {securityLimits} from '../platform/security';

/**
 * Setup commands of the `skyloom` CLI: version, configure, configure list, login and completion.
 * `--endpoint`, `--token`, `--org` and `--profile` are global flags (see flagSets.ts), so `configure`
 * defines only the flags that belong to it alone.
 */
export const setupCommands: readonly CliCommand[] = [
  {
    path: ['version'],
    summary: 'Print the CLI version, and optionally check it against the server and the latest release.',
    usage: 'skyloom version [--check]',
    flags: [
      {
        name: 'check',
        type: 'bool',
        default: 'false',
        description:
          'Also contact the configured endpoint and the release server: print the server version, the latest CLI release and whether the CLI is compatible with the server. Exits with 1 if it is not.',
      },
    ],
    docPath: '/cli-guide/configuration/check-version',
    since: '1.0.0',
  },
  {
    path: ['configure'],
    summary: 'Create or update a profile in ~/.skyloom/config.yaml (endpoint, token, organization, TLS settings).',
    usage:
      'skyloom configure [--profile <name>] [--endpoint <url>] [--token <pat>] [--org <org>] [--non-interactive] [--ca-cert <file>] [--insecure-skip-tls-verify]',
    flags: [
      {
        name: 'non-interactive',
        type: 'bool',
        default: 'false',
        description:
          'Do not prompt. Values come from flags and environment variables only; a missing token is an error (exit code 2). Use in scripts and CI.',
      },
      {
        name: 'ca-cert',
        type: 'path',
        env: 'SKYLOOM_CA_CERT',
        configKey: 'profiles.<name>.ca_cert',
        description:
          "PEM file with the certificate authority (or bundle) that signed the endpoint's TLS certificate. Needed behind proxies that inspect HTTPS with a company CA.",
      },
      {
        name: 'insecure-skip-tls-verify',
        type: 'bool',
        default: 'false',
        env: 'SKYLOOM_INSECURE_SKIP_TLS_VERIFY',
        configKey: 'profiles.<name>.insecure_skip_tls_verify',
        description:
          "Do not verify the endpoint's TLS certificate. Exposes your token to anyone who can intercept the connection; use only for a short test, never in production.",
      },
    ],
    docPath: '/cli-guide/configuration/configure',
    since: '1.0.0',
  },
  {
    path: ['configure', 'list'],
    summary: 'List the profiles in the config file, with tokens masked, and mark the active one.',
    usage: 'skyloom configure list',
    flags: [],
    docPath: '/cli-guide/configuration/configure',
    since: '3.0.0',
  },
  {
    path: ['login'],
    summary:
      'Exchange the ID token of a CI job for a short-lived Skyloom token of a service identity (workload identity), and cache it for the commands that follow.',
    usage:
      'skyloom login --oidc --service-identity <name> [--oidc-token <jwt> | --oidc-token-file <file> | --azure-service-connection <name>] [--audience <url>]',
    flags: [
      {
        name: 'oidc',
        type: 'bool',
        default: 'false',
        description:
          'Sign in with the OIDC ID token of the CI job. Without `--oidc-token` or `--oidc-token-file`, the CLI requests the token itself on GitHub Actions and, with `--azure-service-connection`, on Azure Pipelines, and reads `SKYLOOM_OIDC_TOKEN` on GitLab CI/CD.',
      },
      {
        name: 'service-identity',
        type: 'string',
        env: 'SKYLOOM_SERVICE_IDENTITY',
        description:
          'The service identity to sign in as, as **Settings > Access control > Service identities** shows it, for example `ci-web-shop-deploy`. Required with `--oidc`.',
      },
      {
        name: 'oidc-token',
        type: 'string',
        env: 'SKYLOOM_OIDC_TOKEN',
        description: 'The ID token (a JWT) to exchange, when the CLI cannot request it itself.',
      },
      {
        name: 'oidc-token-file',
        type: 'path',
        description: 'A file holding the ID token to exchange, for CI systems that write the token to a file.',
      },
      {
        name: 'azure-service-connection',
        type: 'string',
        env: 'SKYLOOM_AZURE_SERVICE_CONNECTION',
        description:
          'Azure Pipelines only: the service connection, by name or ID, whose ID token the CLI requests. The step must pass `SYSTEM_ACCESSTOKEN`.',
      },
      {
        name: 'audience',
        type: 'string',
        default: securityLimits.oidcAudience.value,
        description:
          'The audience the CLI requests the ID token for. Use `https://api.eu.skyloom.io` for an organization in the EU region.',
      },
    ],
    docPath: '/security-and-admin/workload-identity',
    since: '3.4.0',
  },
  {
    path: ['completion'],
    summary: 'Print a shell completion script for bash, zsh, fish or PowerShell.',
    usage: 'skyloom completion <shell>',
    args: [
      {
        name: 'shell',
        values: ['bash', 'zsh', 'fish', 'powershell'],
        required: true,
        description: 'The shell to generate the completion script for.',
      },
    ],
    flags: [],
    docPath: '/cli-guide/configuration/autocomplete-bash',
    since: '1.0.0',
  },
];
