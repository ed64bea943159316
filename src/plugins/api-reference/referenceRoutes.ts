// Every route of the reference and its downloads, from the OpenAPI document, for the content lint's link checks.
import {apiOperations, webhookEvents} from '../../data/api';
import {DOWNLOADS, POLICY_PAGES, REFERENCE_BASE, downloadPath, referencePath} from './routes';

export const referenceRoutes = (): string[] => [
  REFERENCE_BASE,
  referencePath('authentication'),
  ...Object.values(POLICY_PAGES).map(referencePath),
  ...apiOperations.map((operation) => referencePath(operation.operationId)),
  ...webhookEvents.map((event) => referencePath(event.operationId)),
];

export const referenceDownloads = (): string[] =>
  (Object.keys(DOWNLOADS) as (keyof typeof DOWNLOADS)[]).map(downloadPath);
