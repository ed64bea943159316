// A plugin's theme wraps the component of the theme below it through @theme-init; @theme-original is this file.
import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-init/DocCategoryGeneratedIndexPage';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';
import {CardDescriptions} from '../../cardDescriptions';

/** The classic page, with the descriptions of its cards (its `cardDescriptions` route prop) for DocCard to read. */
export default function DocCategoryGeneratedIndexPageWithCardDescriptions(
  props: Props & {cardDescriptions?: Record<string, string>},
): ReactNode {
  return (
    <CardDescriptions.Provider value={props.cardDescriptions ?? {}}>
      <DocCategoryGeneratedIndexPage {...props} />
    </CardDescriptions.Provider>
  );
}
