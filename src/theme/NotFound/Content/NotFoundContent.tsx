// Ejected from @docusaurus/theme-classic 3.8.1, src/theme/NotFound/Content/index.tsx. Changed: one column holds the
// title, the message, the nearest page ("Did you mean") and the ways back, so the search box lines up with the title;
// the message is ours instead of the theme's "contact the owner of the site"; it loads on demand (./index.tsx).
import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {product} from '@site/src/config/product';
import {nearest} from '@site/src/lib/nearest';
import SearchEntry from '@site/src/plugins/search/theme/SearchEntry';
import styles from './styles.module.css';

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** The published page whose path is nearest the one asked for (a typo, a moved page), from the build's sitemap. */
function useNearestPage(): string | undefined {
  const {pathname} = useLocation();
  const sitemap = useBaseUrl('/sitemap.xml');
  const [page, setPage] = useState<string>();
  useEffect(() => {
    let current = true;
    fetch(sitemap)
      .then((response) => (response.ok ? response.text() : ''))
      .then((xml) => {
        const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
        const byPath = new Map(pages.map((path) => [withoutSlash(path), path]));
        const match = nearest(withoutSlash(pathname), byPath.keys());
        if (current) setPage(match === undefined ? undefined : byPath.get(match));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname, sitemap]);
  return page;
}

export default function NotFoundContent({className}: Props): ReactNode {
  const suggestion = useNearestPage();
  return (
    <main className={clsx('container margin-vert--xl', styles.page, className)}>
      <Heading as="h1" className="hero__title">
        <Translate id="theme.NotFound.title" description="The title of the 404 page">
          Page Not Found
        </Translate>
      </Heading>
      <p>
        <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
          There is no page at this address. It may have moved, or the link may have a typo.
        </Translate>
      </p>
      {suggestion && (
        <p className={styles.suggestion}>
          Did you mean <Link to={suggestion}>{suggestion}</Link>?
        </p>
      )}
      <nav aria-label="Find your way back">
        <SearchEntry label="Search for the page" className={styles.search} />
        <ul className={styles.ways}>
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
    </main>
  );
}
