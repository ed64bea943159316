// The DocSearch sub-path entry points ship without type declarations; the SearchBar casts them.
declare module '@docsearch/react/modal';
declare module '@docsearch/react/style';
// The browser build of the hosted lite client, imported by path because `algoliasearch/lite` is aliased.
declare module 'algoliasearch/dist/lite/builds/browser' {
  export {liteClient} from 'algoliasearch/lite';
}
