import {type ReactNode} from 'react';
import Img from '@theme-original/MDXComponents/Img';
import type ImgType from '@theme/MDXComponents/Img';
import type {WrapperProps} from '@docusaurus/types';
import ImagePreview from '@site/src/components/ImagePreview';

type Props = WrapperProps<typeof ImgType>;

/** Every content image opens an enlarged preview on click. */
export default function ImgWrapper(props: Props): ReactNode {
  if (!props.src) return <Img {...props} />;
  return (
    <ImagePreview src={props.src} alt={props.alt ?? ''}>
      <Img {...props} />
    </ImagePreview>
  );
}
