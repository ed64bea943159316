import {type ReactNode} from 'react';
import Paginator from '@theme-init/DocItem/Paginator';
import type PaginatorType from '@theme/DocItem/Paginator';
import type {WrapperProps} from '@docusaurus/types';
import PageFeedbackSlot from '../../../feedback/PageFeedbackSlot';

type Props = WrapperProps<typeof PaginatorType>;

/** "Was this page helpful?" at the end of every doc page, above the pagination. */
export default function PaginatorWithFeedback(props: Props): ReactNode {
  return (
    <>
      <PageFeedbackSlot />
      <Paginator {...props} />
    </>
  );
}
