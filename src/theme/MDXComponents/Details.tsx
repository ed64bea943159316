import React, {type ReactNode} from 'react';
import Details from '@theme-original/MDXComponents/Details';
import type DetailsType from '@theme/MDXComponents/Details';
import type {WrapperProps} from '@docusaurus/types';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

type Props = WrapperProps<typeof DetailsType>;

/** Registers the `<summary id>` of a collapsible section as a link target, so links can point into it. */
export default function DetailsWrapper(props: Props): ReactNode {
  const summary = React.Children.toArray(props.children).find(
    (child): child is React.ReactElement<{id?: string}> => React.isValidElement(child) && child.type === 'summary',
  );
  useBrokenLinks().collectAnchor(summary?.props.id);
  return <Details {...props} />;
}
