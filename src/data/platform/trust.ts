/**
 * The trust pack: who processes customer data for Skyloom (sub-processors), the terms of the data processing
 * agreement, how Skyloom tests its own security (penetration tests, bug bounty) and how you verify what you
 * download (signatures and SBOMs). /security-and-admin/trust-center, /security-and-admin/data-processing and
 * /security-and-admin/verify-downloads render it. The guide's own website (docs.skyloom.io, its analytics and tag
 * manager) is no part of the service and processes no customer data, so none of its vendors is listed here.
 */
import {product} from '../../config/product';
import type {Limit} from './facts';
import {dataRegions, securityLimits} from './security';

export interface SubProcessor {
  /** The legal entity. */
  name: string;
  purpose: string;
  /** The customer personal data it processes. */
  data: string;
  location: string;
}

/** Every third party that processes customer data for the hosted service. */
export const subProcessors: readonly SubProcessor[] = [
  {
    name: 'Amazon Web Services, Inc.',
    purpose:
      'Hosting of the whole service: web app, API, Skyloom-hosted runners, databases, storage and backups, email (Amazon SES), and the language model of Intent2Infra (Amazon Bedrock)',
    data: 'Everything the service stores for your organization',
    location: `Your data region only: ${dataRegions.map((region) => region.location).join('; or ')}`,
  },
  {
    name: 'Zendesk, Inc.',
    purpose: 'Support cases',
    data: 'Names and email addresses of the people who write to support, and what they send',
    location: 'United States; European Union for organizations in the EU region',
  },
  {
    name: 'Functional Software, Inc. (Sentry)',
    purpose: 'Error reports of the web app and the API, with request bodies, tokens and secret values removed',
    data: 'Member IDs and IP addresses',
    location: 'United States; Germany for organizations in the EU region',
  },
  {
    name: 'Atlassian Pty Ltd (Statuspage)',
    purpose: 'The status page and its incident notifications',
    data: 'Email addresses of the people who subscribe',
    location: 'United States',
  },
  {
    name: 'Stripe, Inc.',
    purpose: 'Invoices and card payments',
    data: 'Names and email addresses of billing contacts',
    location: 'United States',
  },
];

export interface BountyReward {
  severity: 'Critical' | 'High' | 'Medium' | 'Low';
  /** CVSS v3.1 base score. */
  cvss: string;
  reward: string;
  /** How soon Skyloom fixes a confirmed vulnerability of this severity in the hosted service. */
  fixWithin: string;
}

/** Bug bounty rewards and fix targets, by severity. */
export const bountyRewards: readonly BountyReward[] = [
  {severity: 'Critical', cvss: '9.0 to 10.0', reward: 'USD 5,000 to 10,000', fixWithin: '7 days'},
  {severity: 'High', cvss: '7.0 to 8.9', reward: 'USD 1,500 to 5,000', fixWithin: '30 days'},
  {severity: 'Medium', cvss: '4.0 to 6.9', reward: 'USD 500 to 1,500', fixWithin: '90 days'},
  {severity: 'Low', cvss: '0.1 to 3.9', reward: 'USD 100 to 500', fixWithin: 'The next planned release'},
];

export interface SignedArtifact {
  artifact: string;
  signature: string;
  sbom: string;
}

export const signedArtifacts: readonly SignedArtifact[] = [
  {
    artifact: 'CLI archives (`skyloom_<version>_<os>_<arch>.tar.gz`, `.zip`)',
    signature:
      '`checksums.txt` lists the SHA-256 of every archive and is signed with cosign: `checksums.txt.bundle` holds the signature and its transparency log entry',
    sbom: 'Next to each archive: `<archive>.spdx.json` (SPDX 2.3) and `<archive>.cdx.json` (CycloneDX 1.5)',
  },
  {
    artifact: `Runner image (\`${securityLimits.runnerImage.value}\`)`,
    signature: 'Each image digest is signed with cosign in the registry',
    sbom: 'Signed attestations of type `spdxjson` and `cyclonedx` on each image digest',
  },
  {
    artifact: 'Debian and RPM packages (`skyloom`, `skyloom-runner`)',
    signature: 'The repositories at `pkg.skyloom.io` are signed with the OpenPGP key `apt` and `dnf` check',
    sbom: 'The SBOM of the CLI archive of the same version',
  },
];

export const trustFacts = {
  penTest: {
    id: 'trust.pen-test',
    group: 'trust',
    label: 'Independent penetration test of the hosted service, the CLI and the runner',
    value: 'every 12 months',
    note: 'and before each major release; the summary letter is a compliance document',
    shape: {about: ['penetration test', 'pen test'], which: ['every', 'year', 'annual']},
  },
  subProcessorNotice: {
    id: 'trust.sub-processor-notice',
    group: 'trust',
    label: 'Notice before a new sub-processor starts processing your data',
    value: '30 days',
    note: 'you may object, and end the contract if Skyloom cannot address the objection',
    shape: {about: ['sub-processor'], which: ['notice', 'before', 'ahead', 'advance']},
  },
  breachNotice: {
    id: 'trust.breach-notice',
    group: 'trust',
    label: 'Notice of a personal data breach',
    value: '48 hours',
    note: 'after Skyloom confirms it, to the Org Admins and the privacy contact of the DPA',
    shape: {about: ['breach'], which: ['notif', 'notice', 'within', 'tell']},
  },
  dataSubjectRequests: {
    id: 'trust.dsr-forward',
    group: 'trust',
    label: 'Forwarding of a data subject request Skyloom receives about your organization',
    value: '5 business days',
    shape: {about: ['data subject'], which: ['forward', 'within', 'pass']},
  },
  signingKey: {
    id: 'trust.signing-key',
    group: 'trust',
    label: 'Public key that signs every release (cosign)',
    value: 'https://releases.skyloom.io/cosign.pub',
    shape: {about: ['cosign.pub']},
  },
  cosign: {
    id: 'trust.cosign',
    group: 'trust',
    label: 'cosign that verifies Skyloom’s signatures',
    value: '2.0 or later',
    shape: {about: ['cosign'], which: ['or later', 'version', 'at least'], kind: 'version'},
  },
  securityTxt: {
    id: 'trust.security-txt',
    group: 'trust',
    label: 'Disclosure policy and PGP key (RFC 9116)',
    value: `${product.companyWebsite}/.well-known/security.txt`,
    shape: {about: ['security.txt']},
  },
  pgpFingerprint: {
    id: 'trust.pgp-fingerprint',
    group: 'trust',
    label: `Fingerprint of the PGP key of ${product.securityEmail}`,
    value: '7C1E 4A9B 2D6F 8E03 B5A7  1C9D 3E2F 6B80 4D1A 9C57',
    shape: {about: ['fingerprint'], which: ['PGP', 'OpenPGP']},
  },
} as const satisfies Record<string, Limit>;
