import {type ReactNode} from 'react';
import ImagePreview from '@site/src/components/ImagePreview';

interface Props {
  /** The image's alt text as the doc wrote it: the name of its preview. */
  alt: string;
  /** The drawing, inlined by remarkDiagrams. */
  children: ReactNode;
}

/** A theme diagram: the inline drawing, which opens enlarged in the image preview. */
export default function Diagram({alt, children}: Props): ReactNode {
  return (
    <figure className="diagram">
      <ImagePreview alt={alt} enlarged={<div className="diagram diagram--enlarged">{children}</div>}>
        {children}
      </ImagePreview>
    </figure>
  );
}
