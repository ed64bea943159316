import {type ReactNode} from 'react';
// A plugin's theme wraps the component of the theme below it through @theme-init; @theme-original is this file.
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useActivePlugin, useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '../../CopyPageMarkdown';
import {twinPath} from '../../../twinPath';

type Props = WrapperProps<typeof ContentType>;

/** Puts the "Copy page" menu beside the title of every doc of the guide, pointing at the page's Markdown twin. */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  // Only the guide's docs have twins; the style guide (a second docs instance) has none.
  const hasTwin = useActivePlugin()?.pluginId === 'default';
  return (
    <>
      {hasTwin && <CopyPageMarkdown markdownUrl={twinPath(metadata.permalink)} />}
      <Content {...props} />
    </>
  );
}
