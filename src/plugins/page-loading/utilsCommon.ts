// @docusaurus/utils-common for the browser bundle, without tslib. The package's index (CommonJS) re-exports its files
// through tslib's `__importDefault`, and that one require put all of tslib, 4 KB gzip, into every page's main.js.
// These are the same exports, from the package's own files; the unit test "utils-common without tslib" fails when
// the package's exports change.
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

export const blogPostContainerID = '__blog-post-container';
