/**
 * Remembers each page's answer to "Was this page helpful?" in the browser, so a reload shows the thanks instead of
 * asking again. Storage that is missing, full or forbidden (private modes, blocked cookies) is ignored: the reader
 * can then vote again after a reload, which beats an error.
 */
import {product} from '../../../config/product';

export type Vote = 'helpful' | 'not-helpful';

/** Reads the storage lazily: merely touching window.localStorage throws where the browser forbids it. */
export type StorageSource = () => Pick<Storage, 'getItem' | 'setItem'>;

export const voteKey = (pagePath: string): string => `${product.slug}:page-feedback:${pagePath}`;

export function readVote(storage: StorageSource, pagePath: string): Vote | null {
  try {
    const stored = storage().getItem(voteKey(pagePath));
    return stored === 'helpful' || stored === 'not-helpful' ? stored : null;
  } catch {
    return null;
  }
}

export function saveVote(storage: StorageSource, pagePath: string, vote: Vote): void {
  try {
    storage().setItem(voteKey(pagePath), vote);
  } catch {
    // The vote is already sent; only the memory of it is lost.
  }
}
