import React, {useEffect, useState, type ReactNode} from 'react';
import Details from '@theme-original/MDXComponents/Details';
import type DetailsType from '@theme/MDXComponents/Details';
import type {WrapperProps} from '@docusaurus/types';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useLocation} from '@docusaurus/router';
import {timings} from '@site/src/config/timings';

type Props = WrapperProps<typeof DetailsType>;

const hashTarget = (hash: string): string => {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
};

/**
 * Counts the times the URL hash came to point at `summaryId` while its section was closed, on load and on
 * every later hash change, each after the spec's delay; the section then opens and scrolls into view.
 */
function useHashOpenCount(summaryId: string | undefined): number {
  const location = useLocation();
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!summaryId || hashTarget(location.hash) !== summaryId) return undefined;
    const timer = window.setTimeout(() => {
      if (!document.getElementById(summaryId)?.closest('details')?.open) setCount((value) => value + 1);
    }, timings.detailsHashOpenDelayMs);
    return () => window.clearTimeout(timer);
  }, [summaryId, location.hash, location.key]);
  useEffect(() => {
    if (count > 0 && summaryId) document.getElementById(summaryId)?.scrollIntoView({block: 'start'});
  }, [count, summaryId]);
  return count;
}

/**
 * Registers the `<summary id>` of a collapsible section as a link target, so links can point into it, and opens
 * the section when the URL hash points to that summary. Opening remounts the section already open, so code
 * blocks inside it measure themselves visible and get their copy and wrap buttons.
 */
export default function DetailsWrapper(props: Props): ReactNode {
  const summary = React.Children.toArray(props.children).find(
    (child): child is React.ReactElement<{id?: string}> => React.isValidElement(child) && child.type === 'summary',
  );
  useBrokenLinks().collectAnchor(summary?.props.id);
  const hashOpenCount = useHashOpenCount(summary?.props.id);
  if (hashOpenCount === 0) return <Details {...props} />;
  return <Details key={hashOpenCount} {...props} open />;
}
