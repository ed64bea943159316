// Detectors for the security facts: the addresses Skyloom connects from, as firewalls and allowlists give them.
import {egressRanges} from '../../../src/data/platform';
import type {DocFacts, Line} from './document';

/** A line about where Skyloom's traffic comes from: the words around an allowlist, or a name that says Skyloom. */
const EGRESS_CONTEXT = /egress|allow-?list|allow list|firewall|source (?:IP|address|range)|skyloom/i;

const CIDR = /\b(\d{1,3}(?:\.\d{1,3}){3})\/(\d{1,2})\b/g;

/** Private and catch-all ranges that name your own networks, never Skyloom's. */
const OWN_NETWORK = /^(?:10\.|172\.(?:1[6-9]|2\d|3[01])\.|192\.168\.|0\.0\.0\.0$)/;

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
        `${match[0]} is not an egress range of Skyloom (${egressRanges.join(', ')}; src/data/platform/security.ts)`,
      );
  }
}
