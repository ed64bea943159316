import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {analyticsAllowed} from './gate';

// Only the host check ships to every reader; the wiring loads where analytics are allowed.
const wiring = ExecutionEnvironment.canUseDOM && analyticsAllowed() ? import('./wiring') : null;
void wiring?.then(({startAnalytics}) => startAnalytics());

const analytics: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    void wiring?.then(({reportRoute}) => reportRoute(location, previousLocation));
  },
};

export default analytics;
