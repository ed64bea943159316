import type {ClientModule} from '@docusaurus/types';

// The theme hides the navbar on any scroll down; readers who reach the page end should see it again, which the CSS rule
// on this attribute (src/css/custom.css) does while the reader is there.
const ATTRIBUTE = 'data-page-end';

function markPageEnd(): void {
  const {scrollHeight} = document.documentElement;
  const atEnd = window.scrollY > 0 && window.scrollY + window.innerHeight >= scrollHeight - 1;
  document.documentElement.toggleAttribute(ATTRIBUTE, atEnd);
}

if (typeof window !== 'undefined') window.addEventListener('scroll', markPageEnd, {passive: true});

const navbarAtPageEnd: ClientModule = {
  onRouteDidUpdate() {
    markPageEnd();
  },
};

export default navbarAtPageEnd;
