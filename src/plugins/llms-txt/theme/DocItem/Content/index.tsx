import {type ReactNode} from 'react';
// A plugin's theme wraps the component of the theme below it through @theme-init; @theme-original is this file.
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '../../CopyPageMarkdown';
import {twinPath} from '../../../twinPath';

type Props = WrapperProps<typeof ContentType>;

/** Puts "Copy page as Markdown" above every doc, pointing at the page's Markdown twin. */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageMarkdown markdownUrl={twinPath(metadata.permalink)} />
      <Content {...props} />
    </>
  );
}
