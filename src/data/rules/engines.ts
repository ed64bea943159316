/**
 * Which Terraform or OpenTofu runs an environment's plans, applies, destroys and drift checks: the engine and the
 * versions Skyloom runs, where the choice is made and what Skyloom refuses. /concepts/topology/terraform-version
 * renders these tables; the tested ranges come from src/data/platform/toolVersions.ts.
 */
import {ENGINE_IDS} from '../cli/environments';
import {OPENTOFU_TESTED, TERRAFORM_TESTED} from '../platform/toolVersions';

type Engine = (typeof ENGINE_IDS)[number];

export interface EngineSupport {
  id: Engine;
  name: string;
  /** The minor versions runs may use, oldest first: every minor version of the tested range. */
  minors: readonly string[];
  /** The release `latest` runs in the sample story (September 2025): the newest patch of the newest minor version. */
  latestRelease: string;
}

/** Every minor version from `oldest` to `newest` of one major version, as `1.5`, `1.6`, … */
function minorsBetween(range: {oldest: string; newest: string}): string[] {
  const [major, first] = range.oldest.split('.').map(Number);
  const last = Number(range.newest.split('.')[1]);
  return Array.from({length: last - first + 1}, (_, index) => `${major}.${first + index}`);
}

export const engines: readonly EngineSupport[] = [
  {id: 'terraform', name: 'Terraform', minors: minorsBetween(TERRAFORM_TESTED), latestRelease: '1.13.3'},
  {id: 'opentofu', name: 'OpenTofu', minors: minorsBetween(OPENTOFU_TESTED), latestRelease: '1.10.6'},
];

for (const engine of engines) {
  if (!engine.latestRelease.startsWith(`${engine.minors.at(-1)}.`))
    throw new Error(
      `src/data/rules/engines.ts: ${engine.name} ${engine.latestRelease} is no release of ${engine.minors.at(-1)}`,
    );
}

export interface EngineVersionSetting {
  /** The value, as `--engine-version` and the web app take it. */
  value: string;
  meaning: string;
}

/** What `--engine-version` and the **Version** field accept. */
export const engineVersionSettings: readonly EngineVersionSetting[] = [
  {
    value: '`latest` (default)',
    meaning:
      'The newest tested minor version at its newest tested patch. It moves when a Skyloom release extends the tested range, so runs follow Skyloom without you changing anything.',
  },
  {
    value: 'A minor version, such as `1.13`',
    meaning:
      'The newest tested patch of that minor version. Patches arrive with Skyloom releases; the minor version never changes until you change it.',
  },
  {
    value: 'An exact release, such as `1.13.3`',
    meaning:
      'That release and no other, until you change it. Use it where a change of version must be reviewed like any other change, for example in `prod`.',
  },
];

export interface EngineSource {
  level: string;
  where: string;
  /** Who may change it. */
  who: string;
}

/** Where a run's engine and version come from: the first level that sets them wins. */
export const engineSources: readonly EngineSource[] = [
  {
    level: 'Environment profile',
    where:
      '**appStacks >** the appStack **> Environments >** the profile **> Engine**, or `skyloom env set --engine --engine-version`',
    who: '`Project Admin`',
  },
  {
    level: 'Project',
    where: '**Project settings > Terraform and OpenTofu version**',
    who: '`Project Admin`',
  },
  {level: 'Skyloom', where: 'Terraform, `latest`', who: 'No one: it is what a new project starts with'},
];

export interface EngineRule {
  situation: string;
  what: string;
}

/** What Skyloom does when the version changes or does not fit. */
export const engineRules: readonly EngineRule[] = [
  {
    situation: 'A version outside the tested range',
    what: 'Refused when you save it (`skyloom env set` exits with code 2). A newer minor version becomes available with the Skyloom release that tests it.',
  },
  {
    situation: 'A version older than the one that last wrote the state',
    what: 'Refused when you save it: Terraform and OpenTofu cannot read a state written by a newer version.',
  },
  {
    situation: 'A Skyloom release drops the oldest tested minor version',
    what: 'Announced in the release notes one release ahead. Environments pinned to it keep running it until that release, then move to the oldest minor version still tested, and the activity log records the change.',
  },
  {
    situation: 'The version changes between two runs',
    what: 'The next plan runs with the new version. It may upgrade the state format, and the plan shows no resource changes for the version alone.',
  },
  {
    situation: 'Drift checks and reconciles',
    what: 'Use the same engine and version as the environment’s provision runs, so a check never reports what a version change alone would plan.',
  },
  {
    situation: 'Exported code',
    what: 'Declares `required_version` from `--iac-version` (the oldest supported version by default), not from the environment’s run version: code you run yourself works on any tested version.',
  },
];
