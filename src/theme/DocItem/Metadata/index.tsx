import {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {product} from '@site/src/config/product';
import {techArticle, serializeJsonLd} from '@site/src/lib/structuredData';

type Props = WrapperProps<typeof MetadataType>;

/** Adds TechArticle structured data to every doc page, with the date it was last updated. */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const article = techArticle({
    title: metadata.title,
    description: metadata.description,
    permalink: metadata.permalink,
    siteUrl: siteConfig.url,
    organization: {name: product.company, url: product.companyWebsite},
    lastUpdatedAt: metadata.lastUpdatedAt,
  });
  return (
    <>
      <Metadata {...props} />
      <Head>
        <script type="application/ld+json">{serializeJsonLd(article)}</script>
      </Head>
    </>
  );
}
