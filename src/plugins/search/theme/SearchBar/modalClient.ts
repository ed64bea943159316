/**
 * What the search bar changes in the modal's search client and hits: the embedded index answers unless the build
 * has hosted credentials, a failed search is reported (SearchErrorScreen.tsx) and answered with no hits, and hit
 * text is escaped because DocSearch renders it as HTML.
 */
import type {DocSearchHit, DocSearchTransformClient} from '@docsearch/react';
import {product} from '@site/src/config/product';
import {escapeHtml} from '../../escapeHtml';

type SearchRequest = Parameters<DocSearchTransformClient['search']>[0];

/** The embedded backend loads with the modal: a first page load carries neither. */
export const loadEmbeddedClient = () =>
  import('../../client/embeddedClient').then(({embeddedSearchClient}) => embeddedSearchClient);

const embeddedClient = {
  search: (request: SearchRequest) => loadEmbeddedClient().then((client) => client.search(request as never)),
  addAlgoliaAgent() {},
} as unknown as DocSearchTransformClient;

/** An empty answer for every request: after a failure, SearchErrorScreen tells the reader what happened. */
function noResults(request: SearchRequest) {
  const requests = (request as {requests: {query?: string}[]}).requests;
  return {
    results: requests.map(({query = ''}) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 20,
      processingTimeMS: 0,
      query,
      params: '',
      exhaustiveNbHits: true,
    })),
  };
}

/** The client the modal searches with: `hosted` is DocSearch's own, used when the build has hosted credentials. */
export function modalSearchClient(
  hosted: DocSearchTransformClient,
  embedded: boolean,
  onOutcome: (failed: boolean) => void,
): DocSearchTransformClient {
  const client = embedded ? embeddedClient : hosted;
  return {
    ...client,
    search: ((request: SearchRequest) =>
      client.search(request).then(
        (response) => {
          onOutcome(false);
          return response;
        },
        () => {
          onOutcome(true);
          return noResults(request);
        },
      )) as DocSearchTransformClient['search'],
  };
}

/** Hit fields are plain text but DocSearch renders them as HTML (stored recent searches keep only these). */
export function escapeHitText(item: DocSearchHit): DocSearchHit {
  const hierarchy = Object.fromEntries(
    Object.entries(item.hierarchy).map(([level, text]) => [level, typeof text === 'string' ? escapeHtml(text) : text]),
  ) as DocSearchHit['hierarchy'];
  return {...item, hierarchy, content: item.content ? escapeHtml(item.content) : item.content};
}

/** "Let us know" on the no-results screen mails support with the query. */
export const missingResultsUrl = ({query}: {query: string}): string =>
  `mailto:${product.supportEmail}?subject=${encodeURIComponent(`Missing search results for "${query}"`)}`;
