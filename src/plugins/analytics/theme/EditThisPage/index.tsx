import {type ReactNode} from 'react';
import clsx from 'clsx';
import EditThisPage from '@theme-init/EditThisPage';
import type EditThisPageType from '@theme/EditThisPage';
import type {WrapperProps} from '@docusaurus/types';
import ReportProblemLink from '../../report/ReportProblemLink';
import styles from './styles.module.css';

type Props = WrapperProps<typeof EditThisPageType>;

/** "Report a problem with this page" beside "Edit this page" (shown on doc pages, whose edit URL is always set). */
export default function EditThisPageWithReport(props: Props): ReactNode {
  return (
    <div className={clsx('page-actions', styles.pageActions)}>
      <EditThisPage {...props} />
      <ReportProblemLink />
    </div>
  );
}
