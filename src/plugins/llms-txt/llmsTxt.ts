// The llms.txt index (https://llmstxt.org): an h1 with the site's name, a `>` summary, then one h2 per
// section listing its pages as `- [Title](url): description`.

export interface LlmsEntry {
  title: string;
  url: string;
  description: string;
}

export interface LlmsSection {
  name: string;
  entries: LlmsEntry[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** One page in a Markdown list: `- [Title](url): description`. */
export const llmsEntry = (entry: LlmsEntry): string =>
  `- [${oneLine(entry.title)}](${entry.url})${entry.description ? `: ${oneLine(entry.description)}` : ''}`;

export function llmsTxt({title, summary, sections}: {title: string; summary: string; sections: LlmsSection[]}): string {
  const blocks = [`# ${title}`, `> ${oneLine(summary)}`];
  for (const section of sections.filter((s) => s.entries.length)) {
    blocks.push(`## ${section.name}\n\n${section.entries.map(llmsEntry).join('\n')}`);
  }
  return `${blocks.join('\n\n')}\n`;
}
