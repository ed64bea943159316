// The Markdown that each MDX component of the docs stands for, rendered from the same data as the component.
import {findCommand, flagSet, type CliFlag, type FlagSetId} from '../../data/cli';
import {
  findKnownIssueMonth,
  findReleaseMonth,
  formatAffectedVersions,
  issueStatus,
  knownIssueMonths,
  knownIssues,
  releaseMonths,
  releaseNotesPath,
  releases,
  releasesInMonth,
  selectKnownIssues,
  type KnownIssuesListProps,
} from '../../data/releases';
import {formatDay} from '../../lib/formatDay';

type Props = Record<string, string>;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function cliFlagTable({command, set}: Props): string {
  const flags: readonly CliFlag[] = set ? flagSet(set as FlagSetId).flags : (findCommand(command)?.flags ?? []);
  if (!set && !findCommand(command)) throw new Error(`CliFlagTable: unknown command "${command}"`);
  const showEnv = flags.some((flag) => flag.env);
  const type = (flag: CliFlag) =>
    flag.type === 'enum' && flag.values
      ? flag.values.join(' | ')
      : flag.repeatable
        ? `${flag.type} (repeatable)`
        : flag.type;
  return table(
    ['Flag', 'Short', 'Type', 'Default', 'Required', ...(showEnv ? ['Environment variable'] : []), 'Description'],
    flags.map((flag) => [
      `\`--${flag.name}\``,
      flag.short ? `\`-${flag.short}\`` : '—',
      type(flag),
      flag.default ? `\`${flag.default}\`` : '—',
      flag.required ? 'Yes' : 'No',
      ...(showEnv ? [flag.env ? `\`${flag.env}\`` : '—'] : []),
      flag.description,
    ]),
  );
}

function knownIssuesList(props: Props): string {
  const issues = selectKnownIssues(props as KnownIssuesListProps);
  if (issues.length === 0)
    return props.status === 'open'
      ? 'No open known issues.'
      : props.status === 'fixed'
        ? 'No fixed known issues.'
        : 'No known issues.';
  return issues
    .map((issue) => {
      const reported = props.month === undefined ? findKnownIssueMonth(issue.reportedIn) : undefined;
      const status =
        issue.fixedIn === null
          ? 'Open: no fixed version yet.'
          : `Fixed in [Skyloom ${issue.fixedIn}](${releaseNotesPath(issue.fixedIn)}#fixed).`;
      return [
        `### ${issue.id} ${issue.title}`,
        [
          `- **Symptom:** ${issue.symptom}`,
          `- **Affected versions:** ${formatAffectedVersions(issue)}`,
          `- **Workaround:** ${issue.workaround}`,
          `- **Status:** ${status}`,
          ...(reported ? [`- **Reported:** [${reported.label}](${reported.path})`] : []),
        ].join('\n'),
      ].join('\n\n');
    })
    .join('\n\n');
}

function releaseMonthList({kind}: Props): string {
  if (kind === 'release-notes') {
    return releaseMonths
      .map(
        (month) =>
          `- [${month.label}](${month.path}): Skyloom ${releasesInMonth(month.slug)
            .map((r) => r.version)
            .reverse()
            .join(' and ')}`,
      )
      .join('\n');
  }
  return knownIssueMonths
    .map((month) => {
      const issues = knownIssues.filter((issue) => issue.reportedIn === month.slug);
      const open = issues.filter((issue) => issueStatus(issue) === 'open').length;
      return `- [${month.label}](${month.path}): ${plural(issues.length, 'issue')} reported${open > 0 ? `, ${open} still open` : ', all fixed'}`;
    })
    .join('\n');
}

function releaseVersionsTable(): string {
  return table(
    ['Version', 'Date', 'Highlights', 'Release notes'],
    releases.map((release) => {
      const month = findReleaseMonth(release.month);
      return [
        `\`${release.version}\``,
        formatDay(release.date),
        release.highlights,
        month ? `[${month.label}](${month.path})` : '—',
      ];
    }),
  );
}

export const COMPONENT_MARKDOWN: Record<string, (props: Props) => string> = {
  CliFlagTable: cliFlagTable,
  KnownIssuesList: knownIssuesList,
  ReleaseMonthList: releaseMonthList,
  ReleaseVersionsTable: releaseVersionsTable,
};
