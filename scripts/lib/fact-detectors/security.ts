// Detectors for the security facts by the shape of their values: the addresses Skyloom connects from, as
// firewalls and allowlists give them, and the ciphers, certificates, sign-on addresses, mailboxes and images.
import {certifications, dataRegions, egressRanges, securityLimits} from '../../../src/data/platform';
import {isInserted, type DocFacts, type Line} from './document';

/** A line about where Skyloom's traffic comes from: the words around an allowlist, or a name that says Skyloom. */
const EGRESS_CONTEXT = /egress|allow-?list|allow list|firewall|source (?:IP|address|range)|skyloom/i;

const CIDR = /\b(\d{1,3}(?:\.\d{1,3}){3})\/(\d{1,2})\b/g;

/**
 * Private and catch-all ranges, and the documentation ranges Skyloom's own examples never use (198.51.100.0/24,
 * 203.0.113.0/24: your offices and NAT gateways in an IP allowlist), name your own networks, never Skyloom's.
 */
const OWN_NETWORK = /^(?:10\.|172\.(?:1[6-9]|2\d|3[01])\.|192\.168\.|198\.51\.100\.|203\.0\.113\.|0\.0\.0\.0$)/;

/** An IPv4 range next to egress or allowlist words is one of Skyloom's egress ranges (src/data/platform/security.ts). */
export function checkEgressRanges(doc: DocFacts, line: Line) {
  if (!EGRESS_CONTEXT.test(line.text)) return;
  for (const match of line.text.matchAll(CIDR)) {
    if (OWN_NETWORK.test(match[1])) continue;
    doc.count('security.egress');
    if (!egressRanges.includes(match[0]))
      doc.report(
        line,
        match.index + 1,
        `${match[0]} is not an egress range of Skyloom (${egressRanges.join(', ')}; src/data/platform/security.ts): write one of them, or insert :fact[security.egress]`,
        'fact-value',
      );
  }
}

/** A value of its own shape (a cipher, an audit, a sign-on address…), the fact it states, and the values it may be. */
interface AddressShape {
  id: string;
  pattern: RegExp;
  /** Words one of which the line must have, when the shape alone does not say what the value is. */
  context?: RegExp;
  allowed: readonly string[];
}

const apiHosts = dataRegions.map((region) => `https://${region.api}`);

const ADDRESS_SHAPES: AddressShape[] = [
  {
    id: securityLimits.encryptionAtRest.id,
    pattern: /\bAES-\d+\b/g,
    allowed: [securityLimits.encryptionAtRest.value],
  },
  {
    id: securityLimits.certifications.id,
    pattern: /\bSOC 2 Type I+\b|\bISO\/IEC 270\d\d:\d{4}\b/g,
    allowed: certifications.map((certification) => certification.name),
  },
  // Any address under /sso/saml/ is the ACS URL or the entity ID; under /sso/oidc/ the redirect URI.
  {
    id: securityLimits.samlAcs.id,
    pattern: /https:\/\/[\w.-]+\/sso\/saml(?:\/[\w-]+)*/g,
    allowed: [securityLimits.samlAcs.value, securityLimits.samlEntityId.value],
  },
  {
    id: securityLimits.oidcRedirect.id,
    pattern: /https:\/\/[\w.-]+\/sso\/oidc(?:\/[\w-]+)*/g,
    allowed: [securityLimits.oidcRedirect.value],
  },
  {
    id: securityLimits.scimBase.id,
    pattern: /https:\/\/[\w.-]+\/scim\/v2(?:\/[\w-]+)*/g,
    allowed: [securityLimits.scimBase.value],
  },
  {
    id: securityLimits.disclosureEmail.id,
    pattern: /\b[\w.+-]+@skyloom\.io\b/g,
    context: /vulnerab|disclos/i,
    allowed: [securityLimits.disclosureEmail.value],
  },
  {
    id: securityLimits.oidcAudience.id,
    pattern: /https:\/\/api\.[\w.-]*skyloom\.io\b[^\s"'`,)]*/g,
    context: /\baud(?:ience)?\b/i,
    allowed: apiHosts,
  },
  {
    id: securityLimits.runnerImage.id,
    pattern: /\b[\w.-]+\.skyloom\.io\/[\w/-]*runner(?![\w/-])/g,
    allowed: [securityLimits.runnerImage.value],
  },
];

/**
 * Security values that are not numbers, found by the shape of the value itself (an `AES-` cipher, an `ISO/IEC`
 * certificate, an https address under `/sso/` or `/scim/v2`, a skyloom.io mailbox next to "vulnerability", an
 * API host given as an audience, a runner image): each must be the one the data holds.
 */
export function checkSecurityValues(doc: DocFacts, line: Line) {
  for (const shape of ADDRESS_SHAPES) {
    if (shape.context && !shape.context.test(line.text)) continue;
    for (const match of line.text.matchAll(shape.pattern)) {
      // A placeholder such as `<org>` stands for every organization's address.
      if (line.text.slice(match.index + match[0].length).startsWith('<')) continue;
      if (isInserted(line, match.index, match.index + match[0].length)) continue;
      doc.count(shape.id);
      if (!shape.allowed.includes(match[0]))
        doc.report(
          line,
          match.index + 1,
          `${match[0]} is not ${shape.allowed.join(' or ')} (${shape.id}, src/data/platform/security.ts): insert the fact`,
          'fact-value',
        );
    }
  }
}
