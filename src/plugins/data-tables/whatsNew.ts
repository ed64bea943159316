import type {Element} from 'hast';
import {h} from 'hastscript';
import {latestRelease, releaseNotesPath} from '../../data/releases';
import {formatDay} from '../../lib/dates';
import {dataText} from './dataText';

/** `<WhatsNew />` on the home page: the latest release from src/data/releases, its date, highlights and notes. */
export function renderWhatsNew(): Element {
  const {version, date, highlights} = latestRelease;
  return h('div', {className: 'release-news'}, [
    h('p', {className: 'release-news-meta'}, [
      h('span', {className: 'release-news-badge'}, ['Skyloom ', version]),
      h('time', {dateTime: date}, formatDay(date)),
    ]),
    h('p', {className: 'release-news-text'}, [...dataText(highlights), '.']),
    h('a', {href: releaseNotesPath(version)}, ['Read the ', version, ' release notes']),
  ]);
}
