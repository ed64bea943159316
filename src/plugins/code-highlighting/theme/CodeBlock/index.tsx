// Ejected from @docusaurus/theme-classic 3.8.1, lib/theme/CodeBlock/index.js. Changed: no `key={isBrowser}`, which
// remounted every code block after hydration to swap the Prism colors in; here the colors are CSS per color mode
// (../../themeCss), so the server markup already fits; a block whose meta says `output` gets the output class
// (../../outputBlocks).
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import clsx from 'clsx';
import {isOutputMeta, OUTPUT_CLASS} from '../../outputBlocks';

/** Plain string children stay copyable; anything holding React elements is rendered as it is. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...rest}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const props = isOutputMeta(rest.metastring) ? {...rest, className: clsx(rest.className, OUTPUT_CLASS)} : rest;
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
