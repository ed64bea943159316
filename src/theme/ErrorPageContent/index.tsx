import {type ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof ErrorPageContentType>;

/** A page that crashes inside the layout is titled Page Error, like one that crashes the whole app, so the tab says what happened. */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>{translate({id: 'theme.ErrorPageContent.documentTitle', message: 'Page Error'})}</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
