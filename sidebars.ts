import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];
type Category = Extract<SidebarItem, {type: 'category'}>;

/** A sidebar category with a generated landing page at `/category/<slug>`. */
const landing = (label: string, slug: string, description: string, items: SidebarItem[]): Category => ({
  type: 'category',
  label,
  link: {type: 'generated-index', slug: `/category/${slug}`, title: label, description},
  items,
});

/** A sidebar category whose landing page is an overview doc. */
const section = (label: string, overviewId: string, items: string[]): Category => ({
  type: 'category',
  label,
  link: {type: 'doc', id: overviewId},
  items,
});

const sidebars: SidebarsConfig = {
  guides: [
    {type: 'doc', id: 'README', label: 'Home'},
    'concepts/whyskyloom',
    landing(
      'Quickstart',
      'quickstart',
      'Build your first appStack: by hand, from plain-language intent, or visually.',
      ['quickstart/appstacks', 'intent2infra', 'stackbuilder'],
    ),
    landing(
      'Configure Skyloom Cloud',
      'configure-skyloom-cloud',
      'Set up your Skyloom organization: the web app, tokens, settings, alerts and the tools Skyloom connects to.',
      [
        landing('Setup', 'setup', 'Get your organization and your own account ready to work with Skyloom.', [
          'setup/skyloom-ui',
          'setup/pat',
          'setup/settings',
          'setup/alerts',
          section('Supported technologies', 'setup/supported-tech', ['setup/supported-tech/list']),
        ]),
        landing(
          'Integrations',
          'integrations',
          'Connect Skyloom to Backstage, HCP Terraform and your self-serve portal.',
          [
            'integrations/overview',
            'integrations/backstage-plugin',
            'integrations/backstage-userguide',
            'integrations/hcp-terraform',
            'integrations/selfserve',
          ],
        ),
      ],
    ),
    {
      type: 'category',
      label: 'Concepts',
      items: [
        section('appStacks', 'concepts/appstacks', [
          'concepts/appstacks/create-from-scratch',
          'concepts/appstacks/create-from-discovery',
          'concepts/appstacks/create-from-deployment-files',
          'concepts/appstacks/migrate-iac',
          'concepts/appstacks/manage',
          'concepts/appstacks/version-control',
        ]),
        section('Topology', 'concepts/topology', [
          'concepts/topology/new-resource',
          'concepts/topology/configure-resource',
          'concepts/topology/resources-tab',
          'concepts/topology/environment-profile',
          'concepts/topology/backend-configuration',
        ]),
        section('Resources', 'concepts/resources', [
          'concepts/resources/built-in',
          'concepts/resources/custom-modules',
          'concepts/resources/data-sources',
          'concepts/resources/connections',
          'concepts/resources/packs',
        ]),
        section('Modules', 'concepts/modules', ['concepts/modules/open-in-ide']),
        'concepts/catalog',
        'concepts/clouddiscovery',
        section('Infrastructure as code', 'concepts/iac', [
          'concepts/iac/export',
          'concepts/iac/import',
          'concepts/iac/share',
        ]),
        'concepts/drift',
        'concepts/policies',
        'concepts/resource-policies',
        'concepts/compliance',
        section('Access control', 'concepts/rbac', ['concepts/rbac/governance', 'concepts/rbac/provider-versions']),
        'concepts/repositories',
        'concepts/cliruns',
        'concepts/activity-logs',
      ],
    },
    landing(
      'Support and knowledge base',
      'support-and-knowledge-base',
      'Step-by-step answers to common tasks and fixes for the problems readers hit most.',
      [
        landing('How-tos', 'how-tos', 'Step-by-step tasks for common deployments and overrides.', [
          'how-tos',
          'support-and-kb/how-tos/aws-deployment',
          'support-and-kb/how-tos/aws-sso',
          'support-and-kb/how-tos/resource-override',
        ]),
        landing('Troubleshooting', 'troubleshooting', 'Symptoms, causes and fixes for the messages Skyloom shows.', [
          'troubleshooting',
          'support-and-kb/troubleshooting/actions-required',
          'support-and-kb/troubleshooting/policy-violation',
        ]),
        landing(
          'Operations and recovery',
          'operations-and-recovery',
          'Run Skyloom in production: deploy to every cloud, automate it from any CI system, roll back and recover from failed runs.',
          [
            'support-and-kb/how-tos/azure-deployment',
            'support-and-kb/how-tos/gcp-deployment',
            'support-and-kb/how-tos/gitlab-ci',
            'support-and-kb/how-tos/jenkins',
            'support-and-kb/how-tos/azure-pipelines',
            'support-and-kb/how-tos/rollback',
            'support-and-kb/troubleshooting/state-lock',
            'support-and-kb/troubleshooting/partial-apply',
            'support-and-kb/troubleshooting/provisioning-timeout',
            'support-and-kb/troubleshooting/api-throttling',
            'support-and-kb/troubleshooting/cloud-credentials',
            'support-and-kb/troubleshooting/drift-false-positives',
            'support-and-kb/troubleshooting/already-managed',
          ],
        ),
      ],
    ),
  ],

  cli: [
    {type: 'doc', id: 'cli-guide/index', label: 'Overview'},
    'cli-guide/get-started',
    {
      type: 'category',
      label: 'Install',
      items: [
        'cli-guide/cloud2code/install-linux',
        'cli-guide/cloud2code/install-mac',
        'cli-guide/cloud2code/install-windows',
      ],
    },
    {
      type: 'category',
      label: 'Configuration',
      items: [
        'cli-guide/configuration/configure',
        'cli-guide/configuration/cloud',
        'cli-guide/configuration/on-prem',
        'cli-guide/configuration/check-version',
        {
          type: 'category',
          label: 'Shell completion',
          items: [
            'cli-guide/configuration/autocomplete-bash',
            'cli-guide/configuration/autocomplete-zsh',
            'cli-guide/configuration/autocomplete-fish',
            'cli-guide/configuration/autocomplete-powershell',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'cloud2code',
      items: [
        'cli-guide/cloud2code/aws',
        'cli-guide/cloud2code/azure',
        'cli-guide/cloud2code/gcp',
        'cli-guide/cloud2code/global-flags',
        'cli-guide/cloud2code/aws-flags',
        'cli-guide/cloud2code/azure-flags',
        'cli-guide/cloud2code/gcp-flags',
      ],
    },
    {
      type: 'category',
      label: 'Commands',
      items: [
        {
          type: 'category',
          label: 'appstack',
          items: [
            'cli-guide/usage/appstack-create',
            'cli-guide/usage/appstack-create-version',
            'cli-guide/usage/appstack-show',
            'cli-guide/usage/appstack-status',
            'cli-guide/usage/appstack-download-iac',
            'cli-guide/usage/appstack-delete',
          ],
        },
        'cli-guide/usage/generate-iac',
        'cli-guide/usage/provision',
        'cli-guide/usage/drifts',
        'cli-guide/usage/destroy',
        'cli-guide/usage/runs',
        'cli-guide/usage/import',
        'cli-guide/usage/manage-resources',
        {
          type: 'category',
          label: 'upload',
          items: [
            'cli-guide/usage/upload-resources',
            'cli-guide/usage/upload-policies',
            'cli-guide/usage/upload-custom-modules',
            'cli-guide/usage/upload-security-rules',
            'cli-guide/usage/upload-iam-permissions',
          ],
        },
        'cli-guide/usage/viewprojects',
        'cli-guide/usage/global-flags',
        'cli-guide/usage/iacflag',
      ],
    },
    {
      type: 'category',
      label: 'How-to',
      items: ['cli-guide/how-to/iac-from-code', 'cli-guide/how-to/iac-from-multi', 'cli-guide/how-to/iac-with-action'],
    },
  ],

  releases: [
    {type: 'doc', id: 'release-notes', label: 'Latest release'},
    {type: 'doc', id: 'change-log/index', label: 'Change log'},
    landing('Release notes', 'release-notes', 'Every Skyloom release, month by month, with upgrade guidance.', [
      {type: 'doc', id: 'release-notes/versions', label: 'All versions'},
      landing(
        'Monthly release notes',
        'release-notes-versions',
        'What each monthly release added, improved, fixed and deprecated.',
        [
          'change-log/release-notes/sep25-release',
          'change-log/release-notes/aug25-release',
          'change-log/release-notes/jul25-release',
          'change-log/release-notes/jun25-release',
          'change-log/release-notes/may25-release',
          'change-log/release-notes/apr25-release',
          'change-log/release-notes/mar25-release',
          'change-log/release-notes/feb25-release',
          'change-log/release-notes/jan25-release',
          'change-log/release-notes/dec24-release',
        ],
      ),
    ]),
    landing(
      'Known issues',
      'known-issues',
      'Known issues by month, with workarounds and the release that fixed each one.',
      [
        {type: 'doc', id: 'known-issues', label: 'Open issues'},
        'change-log/known-issues/aug2025',
        'change-log/known-issues/jul2025',
        'change-log/known-issues/jun2025',
        'change-log/known-issues/may2025',
        'change-log/known-issues/apr2025',
        'change-log/known-issues/mar2025',
        'change-log/known-issues/feb2025',
        'change-log/known-issues/jan2025',
        'change-log/known-issues/dec2024',
      ],
    ),
  ],

  StackBuilderExpress: [
    {type: 'doc', id: 'resources', label: 'Resources hub'},
    landing(
      'Resources',
      'resources',
      'StackBuilder Express templates, sample appStacks, reference architectures, videos and starter files.',
      [{type: 'autogenerated', dirName: 'resources'}],
    ),
  ],
};

export default sidebars;
