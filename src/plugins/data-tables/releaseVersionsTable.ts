import type {Element} from 'hast';
import {h} from 'hastscript';
import {findReleaseMonth, releases, type ReleaseKind} from '../../data/releases';
import {formatDay} from '../../lib/dates';
import {dataTable} from './dataTable';
import {dataText} from './dataText';

const KIND_LABEL: Record<ReleaseKind, string | null> = {major: 'Major', minor: null, patch: 'Patch'};

/** `<ReleaseVersionsTable />`: every Skyloom version, newest first, from src/data/releases, each row anchored by its version. */
export function renderReleaseVersionsTable(): Element {
  return dataTable(
    {label: `Skyloom releases, newest first (${releases.length} versions)`, showCaption: true},
    h(
      'thead',
      h(
        'tr',
        ['Version', 'Date', 'Highlights', 'Release notes'].map((column) => h('th', {scope: 'col'}, column)),
      ),
    ),
    h(
      'tbody',
      releases.map((release) => {
        const month = findReleaseMonth(release.month);
        const kind = KIND_LABEL[release.kind];
        return h('tr', {id: `v${release.version.replace(/\./g, '-')}`}, [
          h('th', {scope: 'row', className: 'release-version'}, [
            h('code', release.version),
            // The space keeps "3.0.0 Major" two words wherever the cell is read as text.
            ...(kind ? [' ', h('span', {className: 'release-kind'}, kind)] : []),
          ]),
          h('td', {className: 'release-date'}, h('time', {dateTime: release.date}, formatDay(release.date))),
          h('td', dataText(release.highlights)),
          h('td', {className: 'release-notes-link'}, month ? h('a', {href: month.path}, month.label) : '—'),
        ]);
      }),
    ),
  );
}
