import {type ComponentProps, type ReactNode} from 'react';
import Code from '@theme-original/MDXComponents/Code';
import CodeInline from '@theme/CodeInline';
import {WORDS_CLASS} from '@site/src/remark/unbreakableCode';

type Props = ComponentProps<typeof Code>;

/**
 * Inline code whose words src/remark/unbreakableCode.ts wrapped in spans stays inline: the theme takes any code
 * element with element children for a code block.
 */
export default function CodeWrapper(props: Props): ReactNode {
  return props.className?.split(' ').includes(WORDS_CLASS) ? <CodeInline {...props} /> : <Code {...props} />;
}
