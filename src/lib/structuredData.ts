/** schema.org TechArticle for a doc page, built from its title, description and path. */
export interface TechArticleInput {
  title: string;
  description: string;
  permalink: string;
  siteUrl: string;
  organization: {name: string; url: string};
}

export function techArticle({title, description, permalink, siteUrl, organization}: TechArticleInput) {
  const publisher = {'@type': 'Organization', name: organization.name, url: organization.url};
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: title,
    description,
    author: publisher,
    publisher,
    url: new URL(permalink, siteUrl).href,
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so content cannot close the tag. */
export const serializeJsonLd = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
