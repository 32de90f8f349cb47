import Fuse from 'fuse.js'
import type { MenuGroup } from '#web/shared/lib/menu-model.ts'

/** One page the header search can open. */
export interface SearchItem {
  /** the route it opens */
  path: string
  /**
   * the title path, group first (docs/product/shell.md "Header search": label = title path
   * joined by ` > `)
   */
  title: string[]
  /** what the list shows */
  label: string
  /** full pinyin and initials of every title segment; empty when pinyin is off */
  pinyin: string[]
}

/** Full pinyin and initials of one title, e.g. 项目信息 -> xiangmuxinxi, xmxx. */
export type PinyinOf = (text: string) => string[]

/** The subset of pinyin-pro we use (loaded lazily by the component). */
export interface PinyinModule {
  pinyin: (
    text: string,
    options: { toneType: 'none'; type: 'array'; pattern?: 'pinyin' | 'first' },
  ) => string[]
}

const HAN = /\p{Script=Han}/u

/** Makes the pinyin keys of one title with pinyin-pro; titles without Chinese add none. */
export const pinyinOfWith =
  (module: PinyinModule): PinyinOf =>
  (text) => {
    if (!HAN.test(text)) return []
    const full = module.pinyin(text, { toneType: 'none', type: 'array' }).join('')
    const initials = module
      .pinyin(text, { toneType: 'none', type: 'array', pattern: 'first' })
      .join('')
    return [full.toLowerCase(), initials.toLowerCase()]
  }

/**
 * Every visible page with a title: the group's label, then the page's (a top-level
 * page is its own group and has one segment). Pinyin is computed here, before any
 * index is built (the template indexed only the last segment, and too early).
 */
export const buildSearchPool = (
  groups: readonly MenuGroup[],
  labelOf: (path: string, fallback: string) => string,
  pinyinOf?: PinyinOf,
): SearchItem[] =>
  groups.flatMap((group) => {
    const groupLabel = labelOf(group.path, group.menuName)
    return group.pages.flatMap<SearchItem>((page) => {
      const pageLabel = labelOf(page.path, page.menuName)
      if (!pageLabel) return []
      const title = page.path === group.path || !groupLabel ? [pageLabel] : [groupLabel, pageLabel]
      return [
        {
          path: page.path,
          title,
          label: title.join(' > '),
          pinyin: pinyinOf ? title.flatMap(pinyinOf) : [],
        },
      ]
    })
  })

/**
 * docs/product/shell.md "Header search": Fuse.js, threshold 0.4, title 0.7, path 0.3, pinyin 0.3.
 */
export const createSearcher = (pool: readonly SearchItem[]) => {
  const fuse = new Fuse(pool, {
    threshold: 0.4,
    keys: [
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
      { name: 'pinyin', weight: 0.3 },
    ],
  })
  return (query: string): SearchItem[] => {
    const text = query.trim()
    return text ? fuse.search(text).map((r) => r.item) : []
  }
}
