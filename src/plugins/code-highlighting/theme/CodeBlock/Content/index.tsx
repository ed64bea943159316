// Ejected from @docusaurus/theme-classic 3.8.1, lib/theme/CodeBlock/Content/index.js (and its styles.module.css,
// unchanged). Changed: it tokenizes with the lean Prism of ../../../prism instead of prism-react-renderer's
// `Highlight`, whose module builds a Prism with sixteen grammars the site never uses, and renders the same markup
// with no theme styles (colors are CSS); Prism and the grammar of the block's language load with the first block
// that needs them (a lazy chunk per language: ../../../grammars), so pages without code never download Prism; the
// lines are memoized, so the word-wrap button appearing after hydration does not render them again.
import {Suspense, use, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import type Prism from 'prismjs';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Line, {type Props as LineProps} from '@theme/CodeBlock/Line';
import grammars from '@generated/skyloom-code-highlighting/grammars';
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

interface LinesProps {
  code: string;
  language: string;
  numbered: boolean;
  /** The line classes as JSON: the theme rebuilds `metadata` on every render, so they are compared by value. */
  lineClassNamesKey: string;
}

/** The block's lines, highlighted with `prism` when given, else plain text. */
function Lines({code, language, numbered, lineClassNamesKey, prism}: LinesProps & {prism?: typeof Prism}): ReactNode {
  // Kept across renders: measuring whether the block scrolls (the word-wrap button) re-renders it after hydration,
  // and the lines, often hundreds of token spans, have not changed.
  return useMemo(() => {
    const lineClasses = JSON.parse(lineClassNamesKey) as string[][];
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
}

/** Prism with the grammar of each fence name, loaded once (the promise is kept, as `use` needs). */
const prismWithGrammar = new Map<string, Promise<typeof Prism>>();
function loadGrammar(language: string): Promise<typeof Prism> {
  let loading = prismWithGrammar.get(language);
  if (!loading) {
    loading = grammars[language]().then((module) => module.default);
    prismWithGrammar.set(language, loading);
  }
  return loading;
}

/**
 * The lines once the grammar of their language has loaded. While it loads, the server-rendered lines stay as they
 * are during hydration, and a page opened in the app shows the plain lines for that moment (the Suspense fallback).
 */
function HighlightedLines(props: LinesProps): ReactNode {
  return <Lines {...props} prism={use(loadGrammar(props.language))} />;
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const {code, lineNumbersStart, lineClassNames} = metadata;
  const language = metadata.language.toLowerCase();
  const lines: LinesProps = {
    code,
    language,
    numbered: lineNumbersStart !== undefined,
    lineClassNamesKey: JSON.stringify(lineClassNames),
  };
  return (
    // Focusable, as in the theme, so that code wider than the page scrolls from the keyboard.
    <pre
      ref={codeBlockRef}
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(styles.codeBlockLines, lines.numbered && styles.codeBlockLinesWithNumbering)}
        style={{counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`}}>
        {Object.hasOwn(grammars, language) ? (
          <Suspense fallback={<Lines {...lines} />}>
            <HighlightedLines {...lines} />
          </Suspense>
        ) : (
          <Lines {...lines} />
        )}
      </code>
    </pre>
  );
}
