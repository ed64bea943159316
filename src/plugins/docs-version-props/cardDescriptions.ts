import {createContext, useContext} from 'react';

/**
 * The descriptions of the docs a generated category index shows as cards, by link: a prop of that page alone
 * (./versionProps), not of the version metadata every doc page loads.
 */
export const CardDescriptions = createContext<Readonly<Record<string, string>>>({});

export const useCardDescription = (href: string): string | undefined => useContext(CardDescriptions)[href];
