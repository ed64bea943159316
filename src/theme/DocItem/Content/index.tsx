import {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import {twinPath} from '@site/src/lib/markdownTwin';

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
