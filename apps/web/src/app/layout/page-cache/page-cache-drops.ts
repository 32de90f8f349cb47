/**
 * Pages the page cache must forget before their next render: a refresh (刷新页面), and a
 * size change that clears the whole cache (docs/product/shell.md "Tags view", "Page cache").
 *
 * A drop is a generation number that takes part in the page's cache key: a new number
 * makes the page cache render a fresh instance. The cache reads these numbers when it
 * renders, not through a subscription, so a drop followed by the redirect navigation
 * mounts the page once (on its way back from /redirect), not twice.
 */
const generations = new Map<string, number>()
let allGeneration = 0

/** Forgets the cached page of `path` (a pathname). */
export const dropCachedPage = (path: string): void => {
  generations.set(path, (generations.get(path) ?? 0) + 1)
}

/** Forgets every cached page. */
export const dropAllCachedPages = (): void => {
  allGeneration += 1
}

/** The cache key of `path`: changes whenever the page has been dropped. */
export const cacheKeyOf = (path: string): string =>
  `${path}#${generations.get(path) ?? 0}.${allGeneration}`
