/*
 * Ejected from @docusaurus/theme-search-algolia 3.8.1, src/theme/SearchBar/index.tsx: the upstream file imports its
 * button from @docsearch/react, whose one module bundles the whole modal into every page's first load, and it has
 * no way to swap the search client. What changed (everything else is upstream's):
 * - the button and keyboard shortcuts come from ./SearchButton, which does not load the modal;
 * - the modal searches the embedded index unless the build has hosted credentials, and a failed search shows
 *   ./SearchErrorScreen (./modalClient);
 * - hit text is escaped before DocSearch renders it as HTML; "missing results" mails support (./modalClient);
 * - the modal's container is state rather than a ref read while rendering, and marks the backend in use;
 * - no preconnect to the hosted service in embedded builds;
 * - other search entries on the page (./openSearch) open the same modal;
 * - the theme's translations of the modal (@theme/SearchTranslations) load with the modal; the button's label is
 *   translated here under the same id.
 */
import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type SearchTranslations from '@theme/SearchTranslations';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import {isEmbeddedSearch} from '../../searchMode';
import {DocSearchButton, useDocSearchKeyboardEvents} from './SearchButton';
import SearchErrorScreen, {createSearchOutcome} from './SearchErrorScreen';
import {escapeHitText, loadEmbeddedClient, missingResultsUrl, modalSearchClient} from './modalClient';
import {onOpenSearch} from './openSearch';

type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
};

let DocSearchModal: typeof DocSearchModalType | null = null;
let translations: typeof SearchTranslations | null = null;

/** The button's label, as @theme/SearchTranslations gives it; the rest of those translations load with the modal. */
const buttonTranslations = {
  buttonText: translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  }),
};

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal') as Promise<typeof import('@docsearch/react')>,
    import('@theme/SearchTranslations'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}, {default: modalTranslations}]) => {
    DocSearchModal = Modal;
    translations = modalTranslations;
  });
}

function useNavigator({externalUrlRegex}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

function useTransformSearchClient(onOutcome: (failed: boolean) => void): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      if (!isEmbeddedSearch) searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return modalSearchClient(searchClient, isEmbeddedSearch, onOutcome);
    },
    [docusaurusVersion, onOutcome],
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(() => {
    return (items: DocSearchHit[]) =>
      props.transformItems
        ? // Custom transformItems
          props.transformItems(items)
        : // Default transformItems
          items.map((item) => ({
            ...escapeHitText(item),
            url: processSearchResultUrl(item.url),
          }));
  });
  return transformItems;
}

function useResultsFooterComponent({closeModal}: {closeModal: () => void}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(() => {
    const ResultsFooterWithClose: DocSearchProps['resultsFooterComponent'] = ({state}) => (
      <ResultsFooter state={state} onClose={closeModal} />
    );
    return ResultsFooterWithClose;
  }, [closeModal]);
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({contextualSearch, ...props}: DocSearchProps): DocSearchProps['searchParameters'] {
  function mergeFacetFilters(f1: FacetFilters, f2: FacetFilters): FacetFilters {
    const normalize = (f: FacetFilters): FacetFilters => (typeof f === 'string' ? [f] : f);
    return [...normalize(f1), ...normalize(f2)];
  }

  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters() as FacetFilters;

  const configFacetFilters: FacetFilters = props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

function DocSearch({externalUrlRegex, ...props}: DocSearchProps) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props});
  const transformItems = useTransformItems(props);
  const [searchOutcome] = useState(createSearchOutcome);
  const transformSearchClient = useTransformSearchClient(searchOutcome.report);

  const [searchContainer, setSearchContainer] = useState<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer) {
      const divElement = document.createElement('div');
      divElement.dataset.searchBackend = isEmbeddedSearch ? 'embedded' : 'hosted';
      document.body.insertBefore(divElement, document.body.firstChild);
      setSearchContainer(divElement);
    }
  }, [searchContainer]);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    if (isEmbeddedSearch) void loadEmbeddedClient().then((client) => client.preload());
    importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [prepareSearchContainer]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchOutcome.report(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, [searchOutcome]);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({closeModal});

  useEffect(() => onOpenSearch(openModal), [openModal]);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  return (
    <>
      {!isEmbeddedSearch && (
        <Head>
          {/* This hints the browser that the website will load data from Algolia,
          and allows it to preconnect to the DocSearch cluster. It makes the first
          query faster, especially on mobile. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <DocSearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? buttonTranslations}
      />

      {isOpen &&
        DocSearchModal &&
        translations &&
        searchContainer &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            getMissingResultsUrl={missingResultsUrl}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            placeholder={translations.placeholder}
            {...props}
            translations={props.translations?.modal ?? translations.modal}
            searchParameters={searchParameters}
          />,
          searchContainer,
        )}
      {isOpen && (
        <SearchErrorScreen
          container={searchContainer}
          outcome={searchOutcome}
          translations={translations?.modal?.errorScreen}
        />
      )}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchProps)} />;
}
