// A plugin's theme wraps the component of the theme below it through @theme-init; @theme-original is this file.
import type {ReactNode} from 'react';
import DocCard from '@theme-init/DocCard';
import type {Props} from '@theme/DocCard';
import {useCardDescription} from '../../cardDescriptions';

/** The classic card, a link's description taken from the page's card descriptions (the version metadata has none). */
export default function DocCardWithPageDescription({item}: Props): ReactNode {
  const description = useCardDescription(item.type === 'link' ? item.href : '');
  return <DocCard item={item.type === 'link' ? {...item, description: item.description ?? description} : item} />;
}
