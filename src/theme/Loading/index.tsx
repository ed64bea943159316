import {useEffect, useState, type ReactNode} from 'react';
import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import {timings} from '@site/src/config/timings';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LoadingType>;

/** True once `loading` has stayed true for the page-load timeout; Docusaurus's routes set no timeout of their own. */
function useTimedOut(loading: boolean): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!loading) return undefined;
    const timer = window.setTimeout(() => setTimedOut(true), timings.pageLoadTimeoutMs);
    return () => {
      window.clearTimeout(timer);
      setTimedOut(false);
    };
  }, [loading]);
  return loading && timedOut;
}

/** Adds the timed-out state to the lazily loaded page's loading, error and loaded states (SPEC §4). */
export default function LoadingWrapper(props: Props): ReactNode {
  const timedOut = useTimedOut(props.isLoading && !props.error);
  if (!timedOut || props.error) return <Loading {...props} />;
  return (
    <div role="alert" className={styles.timedOut}>
      <p>
        <Translate id="pageLoading.timedOut">This page is taking longer than usual to load.</Translate>
      </p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        <Translate id="pageLoading.reload">Reload page</Translate>
      </button>
    </div>
  );
}
