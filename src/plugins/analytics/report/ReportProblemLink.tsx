import {type ReactNode, type SyntheticEvent} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {product} from '@site/src/config/product';
import {headingInView, headingText, reportProblemUrl} from './reportUrl';
import styles from './styles.module.css';

/** The doc's section headings as they sit in the window now, with the band the navbar leaves visible. */
function headingOnScreen() {
  const headings = [...document.querySelectorAll<HTMLElement>('.theme-doc-markdown :is(h2, h3)[id]')].map((heading) => {
    const {top, bottom} = heading.getBoundingClientRect();
    return {id: heading.id, text: headingText(heading.textContent ?? ''), top, bottom};
  });
  const navbarBottom = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
  return headingInView(headings, {top: Math.max(0, navbarBottom), bottom: window.innerHeight});
}

function IconReport(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M10 5.5v5.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="10" cy="14" r="1.1" fill="currentColor" />
    </svg>
  );
}

/**
 * Opens a new issue about this page in the docs repository. The server-rendered link names the page; the section
 * in view is added when the reader reaches for the link (pointer down, focus or click), so it names what they see.
 */
export default function ReportProblemLink(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const page = {title: metadata.title, url: new URL(metadata.permalink, siteConfig.url).href};
  const withSectionInView = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = reportProblemUrl(product.repositoryUrl, page, headingOnScreen());
  };
  return (
    <Link
      href={reportProblemUrl(product.repositoryUrl, page, null)}
      className={clsx('page-action', styles.link)}
      onPointerDown={withSectionInView}
      onFocus={withSectionInView}
      onClick={withSectionInView}>
      <IconReport />
      Report a problem with this page
    </Link>
  );
}
