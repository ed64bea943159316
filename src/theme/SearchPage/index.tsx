import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/** In embedded-search builds the page is not answered by the hosted service, so its credit line is hidden. */
export default function SearchPageWrapper(): ReactNode {
  const embedded = useDocusaurusContext().siteConfig.customFields?.searchMode !== 'hosted';
  return embedded ? (
    <div className={styles.embeddedSearch}>
      <SearchPage />
    </div>
  ) : (
    <SearchPage />
  );
}
