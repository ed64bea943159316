import type {ElementContent} from 'hast';
import {h} from 'hastscript';
import {codeMarkup, unbreakableClass} from '../../remark/unbreakableCode';

const TOKEN = /(`[^`]+`|\*\*[^*]+\*\*|\*[^*\s][^*]*\*|\[[^\]]+\]\([^)\s]+\))/g;
const LINK = /^\[([^\]]+)\]\(([^)\s]+)\)$/;

/**
 * The HTML of a short text from src/data (a table cell, a release's highlights, a known issue): its Markdown-style
 * `code`, **bold**, *italic* and [link](/path) spans become elements, everything else stays text (no HTML is
 * interpreted). Links become `a` elements that the theme renders with its Link, as it does Markdown links. In a table
 * cell (`inCell`), code breaks between its words and at the safe points of a long word, as in a Markdown table.
 */
export function dataText(text: string, inCell = false): ElementContent[] {
  return text
    .split(TOKEN)
    .filter((part) => part !== '')
    .map((part): ElementContent => {
      const link = LINK.exec(part);
      if (link) return h('a', {href: link[2]}, dataText(link[1], inCell));
      if (part.length > 2 && part.startsWith('`') && part.endsWith('`')) {
        const code = part.slice(1, -1);
        if (!inCell) return h('code', {className: unbreakableClass(code)}, code);
        const {className, pieces} = codeMarkup(code, true);
        return h('code', {className}, (pieces as ElementContent[] | undefined) ?? code);
      }
      if (part.length > 4 && part.startsWith('**') && part.endsWith('**')) return h('strong', part.slice(2, -2));
      if (part.length > 2 && part.startsWith('*') && part.endsWith('*')) return h('em', part.slice(1, -1));
      return {type: 'text', value: part};
    });
}
