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

export function llmsTxt({title, summary, sections}: {title: string; summary: string; sections: LlmsSection[]}): string {
  const blocks = [`# ${title}`, `> ${oneLine(summary)}`];
  for (const section of sections.filter((s) => s.entries.length)) {
    const entries = section.entries.map(
      (entry) =>
        `- [${oneLine(entry.title)}](${entry.url})${entry.description ? `: ${oneLine(entry.description)}` : ''}`,
    );
    blocks.push(`## ${section.name}\n\n${entries.join('\n')}`);
  }
  return `${blocks.join('\n\n')}\n`;
}
