/**
 * The product's fixed decisions (name, company, CLI, hosts, addresses) in one place: renaming the product is a change to this file
 * for the site's own text, plus a file move for the three routes that carry the slug.
 */
export const product = {
  name: 'Skyloom',
  slug: 'skyloom',
  company: 'Skyloom, Inc.',
  cliName: 'skyloom',
  siteTitle: 'Skyloom User Guide',
  tagline: 'Build, discover, export and govern cloud infrastructure as code with Skyloom.',
  searchIndexName: 'skyloom',
  productionHost: 'docs.skyloom.io',
  siteUrl: 'https://docs.skyloom.io',
  companyWebsite: 'https://www.skyloom.io',
  supportEmail: 'support@skyloom.io',
  securityEmail: 'security@skyloom.io',
  privacyPolicyUrl: 'https://www.skyloom.io/privacy-policy',
  termsUrl: 'https://www.skyloom.io/terms-and-conditions',
  provider: 'Northwind Cloud',
  announcementUrl: 'https://www.skyloom.io/blog/skyloom-joins-northwind-cloud',
  legacyDocsUrl: 'https://legacy-docs.skyloom.io',
  repositoryUrl: 'https://github.com/skyloom/user-guide',
} as const;

export const copyrightLine = (year: number): string => `Copyright © ${year} ${product.company}`;
