import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {unbreakableClass} from '@site/src/remark/unbreakableCode';

const TOKEN = /(`[^`]+`|\*\*[^*]+\*\*|\*[^*\s][^*]*\*|\[[^\]]+\]\([^)\s]+\))/g;
const LINK = /^\[([^\]]+)\]\(([^)\s]+)\)$/;

/**
 * Renders a short text from src/data (release notes, known issues, fact tables), turning its Markdown-style
 * `code`, **bold**, *italic* and [link](/path) spans into elements. Everything else is plain text (no HTML is
 * interpreted).
 */
export default function ReleaseText({text}: {text: string}): ReactNode {
  const parts = text.split(TOKEN).filter((part) => part !== '');
  return (
    <>
      {parts.map((part, index) => {
        const link = part.match(LINK);
        if (link)
          return (
            <Link key={index} to={link[2]}>
              <ReleaseText text={link[1]} />
            </Link>
          );
        if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
          return (
            <code key={index} className={unbreakableClass(part.slice(1, -1))}>
              {part.slice(1, -1)}
            </code>
          );
        if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
          return <strong key={index}>{part.slice(2, -2)}</strong>;
        if (part.startsWith('*') && part.endsWith('*') && part.length > 2)
          return <em key={index}>{part.slice(1, -1)}</em>;
        return <React.Fragment key={index}>{part}</React.Fragment>;
      })}
    </>
  );
}
