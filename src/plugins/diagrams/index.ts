import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Diagrams drawn for the theme: ./remarkDiagrams inlines each one a doc shows as an image into the page, where
 * ./diagrams.css colours it from the theme in both modes and sets its text in the site's font, and
 * theme/Diagram opens it enlarged (the phone's "Tap to enlarge").
 */
export default function diagrams(): Plugin {
  return {
    name: 'skyloom-diagrams',
    getThemePath: () => './theme',
    getClientModules: () => [path.join(__dirname, 'diagrams.css')],
  };
}
