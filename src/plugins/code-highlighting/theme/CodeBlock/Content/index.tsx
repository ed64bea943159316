// Ejected from @docusaurus/theme-classic 3.8.1, lib/theme/CodeBlock/Content/index.js (and its styles.module.css,
// unchanged). Changed: it tokenizes with the lean Prism of ../../../prism instead of prism-react-renderer's
// `Highlight`, whose module builds a Prism with sixteen grammars the site never uses, and renders the same markup
// with no theme styles (colors are CSS), and loads with a page that shows code (../../../grammars: pages without
// code never download Prism); the lines are memoized, so the word-wrap button appearing after hydration does not
// render them again.
import {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Line, {type Props as LineProps} from '@theme/CodeBlock/Line';
import {highlighter} from '../../../highlighter';
import {highlightLines, toLines} from '../../../lines';
import styles from './styles.module.css';

const getLineProps: LineProps['getLineProps'] = ({line: _line, className, ...rest}) => ({
  ...rest,
  className: clsx('token-line', className),
});

const getTokenProps: LineProps['getTokenProps'] = ({token, className, ...rest}) => ({
  ...rest,
  className: clsx('token', ...token.types, className),
  children: token.content,
  // An empty line's only token keeps the line's height, as prism-react-renderer's token styles do.
  style:
    token.empty && !(token.types.length === 1 && token.types[0] !== 'plain') ? {display: 'inline-block'} : undefined,
});

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, lineNumbersStart, lineClassNames} = metadata;
  const language = metadata.language.toLowerCase();
  const numbered = lineNumbersStart !== undefined;
  // The theme rebuilds `metadata` on every render, so its line classes are compared by value.
  const lineClassNamesKey = JSON.stringify(lineClassNames);
  const {codeBlockRef} = wordWrap;
  // Loaded by the page's own code before it renders, with the grammar of each language its fences use.
  const {prism} = highlighter;
  // Kept across renders: measuring whether the block scrolls (the word-wrap button) re-renders it after hydration,
  // and the lines, often hundreds of token spans, have not changed.
  const renderedLines = useMemo(() => {
    const lineClasses = JSON.parse(lineClassNamesKey) as typeof lineClassNames;
    return (prism ? highlightLines(prism, code, language) : toLines([code])).map((line, index) => (
      <Line
        key={index}
        line={line}
        getLineProps={getLineProps}
        getTokenProps={getTokenProps}
        classNames={lineClasses[index]}
        showLineNumbers={numbered}
      />
    ));
  }, [code, language, numbered, lineClassNamesKey, prism]);
  return (
    // Focusable, as in the theme, so that code wider than the page scrolls from the keyboard.
    <pre
      ref={codeBlockRef}
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={{counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`}}>
        {renderedLines}
      </code>
    </pre>
  );
}
