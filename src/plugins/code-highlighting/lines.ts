import type Prism from 'prismjs';
import type {Token as PrismToken, TokenStream} from 'prismjs';
import type {Token} from 'prism-react-renderer';

const NEWLINE = /\r\n|\r|\n/;

function withType(types: string[], type: string | string[]): string[] {
  return types.at(-1) === type ? types : types.concat(type);
}

/** A line with no text keeps its height: prism-react-renderer marks it with one empty `plain` token. */
function markEmpty(line: Token[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0].content === '') Object.assign(line[0], {content: '\n', empty: true});
}

/**
 * Prism's nested token tree as lines of flat tokens, each carrying the types of the tokens around it: the shape
 * (and the exact output) of prism-react-renderer's `normalizeTokens`, which the theme's Line component renders.
 */
export function toLines(stream: Array<string | PrismToken>): Token[][] {
  const lines: Token[][] = [[]];
  const append = (types: string[], content: string) =>
    content.split(NEWLINE).forEach((part, index) => {
      if (index > 0) {
        markEmpty(lines.at(-1)!);
        lines.push([]);
      }
      lines.at(-1)!.push({types, content: part});
    });
  const walk = (tokens: TokenStream, types: string[]) => {
    for (const token of [tokens].flat()) {
      if (typeof token === 'string') {
        append(types.length > 0 ? types : ['plain'], token);
        continue;
      }
      const tokenTypes = token.alias ? withType(withType(types, token.type), token.alias) : withType(types, token.type);
      if (typeof token.content === 'string') append(tokenTypes, token.content);
      else walk(token.content, tokenTypes);
    }
  };
  walk(stream, []);
  markEmpty(lines.at(-1)!);
  return lines;
}

/** The code as highlighted lines; a language Prism does not know renders as plain text. */
export function highlightLines(prism: typeof Prism, code: string, language: string): Token[][] {
  const grammar = prism.languages[language];
  return toLines(grammar ? prism.tokenize(code, grammar) : [code]);
}
