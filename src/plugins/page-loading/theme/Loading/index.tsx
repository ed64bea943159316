import {useEffect, useState, type ReactNode} from 'react';
// A plugin's theme wraps the component of the theme below it through @theme-init; @theme-original is this file.
import Loading from '@theme-init/Loading';
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

/** Adds a timed-out state to the loading, error and loaded states of a lazily loaded page. */
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
