/** Whether this page view may collect analytics: the production host, a configured service, no Global Privacy Control. */
import siteConfig from '@generated/docusaurus.config';

export interface AnalyticsSettings {
  productionHost: string;
  gtmContainerId?: string;
  amplitudeApiKey?: string;
}

declare global {
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

export const analyticsSettings = siteConfig.customFields?.analytics as AnalyticsSettings;

export function analyticsAllowed(): boolean {
  const configured = Boolean(analyticsSettings?.gtmContainerId || analyticsSettings?.amplitudeApiKey);
  return (
    configured &&
    window.location.hostname === analyticsSettings.productionHost &&
    navigator.globalPrivacyControl !== true
  );
}
