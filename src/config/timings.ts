/** Timings of the reading-comfort behaviors (image preview fade, details opened by the hash, page-load timeout), shared by the site and its tests. */
export const timings = {
  /** Fade of the image preview overlay, in and out. */
  imagePreviewFadeMs: 300,
  /** Delay before a collapsed details section opens because the URL hash points to its summary. */
  detailsHashOpenDelayMs: 100,
  /** How long a lazily loaded page may keep loading before the reader is offered a reload. */
  pageLoadTimeoutMs: 10_000,
} as const;
