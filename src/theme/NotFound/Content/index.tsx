import {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import {product} from '@site/src/config/product';
import SearchEntry from '@site/src/plugins/search/theme/SearchEntry';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** The theme's not-found message, followed by a search box and the ways back into the guide. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <nav className={`container ${styles.recovery}`} aria-label="Find your way back">
        <SearchEntry label="Search for the page" className={styles.search} />
        <ul>
          <li>
            <Link to="/search">Search the {product.siteTitle}</Link>
          </li>
          <li>
            <Link to="/">Start from the guide’s home page</Link>
          </li>
          <li>
            <Link to="/cli-guide/">Browse the {product.cliName} CLI reference</Link>
          </li>
          <li>
            <Link to="/release-notes">Read the latest release notes</Link>
          </li>
          <li>
            <Link href={`mailto:${product.supportEmail}`}>Tell support which link brought you here</Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
