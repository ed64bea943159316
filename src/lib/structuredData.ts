/** schema.org TechArticle for a doc page, built from its title, description, path and last update. */
export interface TechArticleInput {
  title: string;
  description: string;
  permalink: string;
  siteUrl: string;
  organization: {name: string; url: string};
  /** When the page last changed (milliseconds since the epoch), if known. */
  lastUpdatedAt?: number | null;
}

export function techArticle({title, description, permalink, siteUrl, organization, lastUpdatedAt}: TechArticleInput) {
  const publisher = {'@type': 'Organization', name: organization.name, url: organization.url};
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: title,
    description,
    author: publisher,
    publisher,
    url: new URL(permalink, siteUrl).href,
    ...(lastUpdatedAt ? {dateModified: new Date(lastUpdatedAt).toISOString()} : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so content cannot close the tag. */
export const serializeJsonLd = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
