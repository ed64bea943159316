import {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-init/SearchPage';
import Head from '@docusaurus/Head';
import {product} from '@site/src/config/product';
import {isEmbeddedSearch} from '../../searchMode';
import styles from './styles.module.css';

/**
 * The theme's search page with a description for search engines and link previews; in embedded-search builds
 * the page is not answered by the hosted service, so its credit line is hidden.
 */
export default function SearchPageWrapper(): ReactNode {
  // The theme's search page renders no <main> (unlike doc pages); its content area is the page's main landmark.
  useEffect(() => {
    const content = document.getElementById('__docusaurus_skipToContent_fallback');
    content?.setAttribute('role', 'main');
    return () => content?.removeAttribute('role');
  }, []);
  const description = (
    <Head>
      <meta
        name="description"
        content={`Search every page of the ${product.siteTitle}: guides, the ${product.cliName} CLI reference, release notes and resources.`}
      />
    </Head>
  );
  return isEmbeddedSearch ? (
    <div className={styles.embeddedSearch}>
      {description}
      <SearchPage />
    </div>
  ) : (
    <>
      {description}
      <SearchPage />
    </>
  );
}
