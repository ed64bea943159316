import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/** In embedded-search builds the page is not answered by the hosted service, so its credit line is hidden. */
export default function SearchPageWrapper(): ReactNode {
  // The theme's search page renders no <main> (unlike doc pages); its content area is the page's main landmark.
  useEffect(() => {
    const content = document.getElementById('__docusaurus_skipToContent_fallback');
    content?.setAttribute('role', 'main');
    return () => content?.removeAttribute('role');
  }, []);
  const embedded = useDocusaurusContext().siteConfig.customFields?.searchMode !== 'hosted';
  return embedded ? (
    <div className={styles.embeddedSearch}>
      <SearchPage />
    </div>
  ) : (
    <SearchPage />
  );
}
