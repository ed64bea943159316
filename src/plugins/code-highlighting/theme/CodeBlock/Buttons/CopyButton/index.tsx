import {type ReactNode} from 'react';
import CopyButton from '@theme-init/CodeBlock/Buttons/CopyButton';
import type CopyButtonType from '@theme/CodeBlock/Buttons/CopyButton';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {isOutputClassName} from '../../../../outputBlocks';

type Props = WrapperProps<typeof CopyButtonType>;

/** Output is read, not run: an output block has no copy button. */
export default function CopyButtonUnlessOutput(props: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  return isOutputClassName(metadata.className) ? null : <CopyButton {...props} />;
}
