/** Which backend answers searches, decided at build time from the hosted credentials (src/config/environment.ts). */
import siteConfig from '@generated/docusaurus.config';

export const isEmbeddedSearch: boolean = siteConfig.customFields?.searchMode !== 'hosted';
