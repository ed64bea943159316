/**
 * The home page's landing blocks, used by docs/README.md: the search box and first step under the title, and the four
 * sections of the guide as cards. Its `<WhatsNew />`, the latest release, is rendered at build time from
 * src/data/releases.ts (src/plugins/data-tables/whatsNew.ts).
 */
import {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import SearchEntry from '@site/src/plugins/search/theme/SearchEntry';
import styles from './styles.module.css';

/** Search first, then the one path a newcomer should take. */
export function HomeStart({quickstart, quickstartLabel}: {quickstart: string; quickstartLabel: string}): ReactNode {
  return (
    <div className={styles.start}>
      <SearchEntry label="Search the guide" />
      <div className={styles.startActions}>
        <span className={styles.startLabel}>New to Skyloom?</span>
        <Link className={styles.primaryAction} to={quickstart}>
          Start here: {quickstartLabel}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </div>
  );
}

interface SectionCard {
  title: string;
  to: string;
  description: string;
}

const SECTIONS: readonly SectionCard[] = [
  {
    title: 'Guides',
    to: '/concepts/whyskyloom',
    description: 'Concepts, setup, integrations, how-tos and troubleshooting for the web app.',
  },
  {title: 'CLI', to: '/cli-guide/', description: 'Install the CLI and look up every command, flag and exit code.'},
  {
    title: 'Releases',
    to: '/release-notes',
    description: 'What changed in each release, the versions and known issues.',
  },
  {title: 'Resources', to: '/resources', description: 'StackBuilder Express templates to start a new appStack from.'},
];

/** The guide's four sections, as the navbar names them. */
export function HomeSections(): ReactNode {
  return (
    <ul className={styles.cards}>
      {SECTIONS.map((section) => (
        <li key={section.to} className={styles.card}>
          <Link to={section.to} className={styles.cardLink}>
            <span className={styles.cardTitle}>{section.title}</span>{' '}
            <span className={styles.cardText}>{section.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
