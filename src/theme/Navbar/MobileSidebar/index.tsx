import {useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/** Pointer over, finger down or keyboard focus on the menu button: the moments before a visitor opens the menu. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Builds the phone menu, a second copy of the doc sidebar, when the visitor reaches for the menu button rather than
 * while the page hydrates, where it was the largest piece of blocking work on a phone. Built before the click,
 * the menu still slides in on its first opening.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.navbar__toggle')) setWanted(true);
    };
    INTENT_EVENTS.forEach((type) => document.addEventListener(type, onIntent, {capture: true, passive: true}));
    return () => INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent, {capture: true}));
  }, [wanted]);
  return wanted || shown ? <MobileSidebar /> : null;
}
