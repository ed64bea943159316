import {lazy, type ReactNode} from 'react';
import type ContentVisibilityType from '@theme/ContentVisibility';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentVisibilityType>;

// No Suspense boundary, as for the not-found content (src/theme/NotFound/Content): the page waits for the banners.
const ContentVisibility = lazy(() => import('@theme-original/ContentVisibility'));

/**
 * The unlisted and draft banners' code loads only for a page that shows one (the same test as upstream's): every
 * doc page loaded it to render nothing.
 */
export default function ContentVisibilityWrapper(props: Props): ReactNode {
  const {unlisted, frontMatter} = props.metadata;
  return unlisted || frontMatter.unlisted || frontMatter.draft ? <ContentVisibility {...props} /> : null;
}
