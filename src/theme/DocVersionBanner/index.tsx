import {lazy, type ReactNode} from 'react';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocVersionBannerType>;

// No Suspense boundary, as for the not-found content (src/theme/NotFound/Content): the page waits for the banner.
const DocVersionBanner = lazy(() => import('@theme-original/DocVersionBanner'));

/**
 * The banner's code loads only for a version that has a banner (an unreleased or unmaintained one): the guide's one
 * version has none, and every doc page loaded the banner's code to render nothing.
 */
export default function DocVersionBannerWrapper(props: Props): ReactNode {
  return useDocsVersion().banner ? <DocVersionBanner {...props} /> : null;
}
