import { SearchOutlined } from '@ant-design/icons'
import { AutoComplete, Button, type GetRef } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import type * as SearchPool from '#web/features/header-search/search-pool.ts'
import type { PinyinModule, SearchItem } from '#web/features/header-search/search-pool.ts'
import type { MenuGroup } from '#web/shared/lib/menu-model.ts'
import { useAppSettings } from '#web/stores/app-settings.ts'

/** Where a key press is someone typing: `/` there is text, not our shortcut. */
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

// pinyin-pro is large: fetched the first time the search opens, not with the dashboard
let pinyinModule: Promise<PinyinModule> | null = null
const loadPinyin = (): Promise<PinyinModule> => (pinyinModule ??= import('pinyin-pro'))

// The index (search-pool.ts, with Fuse.js) too: fetched when the search first opens, and built
// only while it is open (docs/product/performance.md "Front-end load")
type SearchPoolModule = typeof SearchPool
let searchPoolModule: Promise<SearchPoolModule> | null = null
const loadSearchPool = (): Promise<SearchPoolModule> =>
  (searchPoolModule ??= import('#web/features/header-search/search-pool.ts'))
const NOTHING_FOUND = (): SearchItem[] => []

interface Props {
  /** The current subsystem's visible menu groups, as the shell shows them. */
  groups: readonly MenuGroup[]
  /** A page's or group's label in the user's language (the server's name as fallback). */
  labelOf: (path: string, serverName: string) => string
  color?: string
}

/**
 * docs/product/shell.md "Header search": finds any visible page of the current subsystem by title,
 * by path and, in Chinese with supportPinyinSearch on, by full pinyin and initials.
 * The shell passes the menus in, so this feature does not depend on app/.
 */
export const HeaderSearch = ({ groups, labelOf, color = '#fff' }: Props) => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const language = useAppSettings((s) => s.language)
  const pinyinOn = useAppSettings((s) => s.supportPinyinSearch) && language === 'zh'
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [pinyin, setPinyin] = useState<PinyinModule | null>(null)
  const [searchPool, setSearchPool] = useState<SearchPoolModule | null>(null)
  const inputRef = useRef<GetRef<typeof AutoComplete>>(null)

  useEffect(() => {
    if (!open || searchPool) return
    let live = true
    void loadSearchPool().then((module) => {
      if (live) setSearchPool(module)
    })
    return () => {
      live = false
    }
  }, [open, searchPool])

  useEffect(() => {
    if (!open || !pinyinOn || pinyin) return
    let live = true
    void loadPinyin().then((module) => {
      if (live) setPinyin(module)
    })
    return () => {
      live = false
    }
  }, [open, pinyinOn, pinyin])

  // rebuilt on route or language change (labelOf follows the language) while open; pinyin first
  const search = useMemo(() => {
    if (!open || !searchPool) return NOTHING_FOUND
    const pinyinOf = pinyinOn && pinyin ? searchPool.pinyinOfWith(pinyin) : undefined
    return searchPool.createSearcher(searchPool.buildSearchPool(groups, labelOf, pinyinOf))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labelOf is new each render; language and pathname stand for it
  }, [open, searchPool, groups, language, pathname, pinyinOn, pinyin])

  const results = useMemo(() => search(query), [search, query])

  // `/` (not while typing elsewhere) or Ctrl+K opens the search and focuses it
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target)
      const ctrlK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k'
      if (!slash && !ctrlK) return
      event.preventDefault()
      setOpen(true)
      inputRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])

  const close = () => {
    setQuery('')
    setOpen(false)
  }

  if (!open) {
    return (
      <Button
        type="text"
        aria-label={t('headerSearch.open')}
        title={t('headerSearch.shortcut')}
        icon={<SearchOutlined aria-hidden />}
        style={{ color }}
        onClick={() => setOpen(true)}
      />
    )
  }

  return (
    <AutoComplete
      ref={inputRef}
      aria-label={t('headerSearch.label')}
      placeholder={t('headerSearch.placeholder')}
      style={{ width: 240 }}
      value={query}
      filterOption={false}
      defaultActiveFirstOption
      open={query.trim().length > 0}
      notFoundContent={t('headerSearch.noResult')}
      options={results.map((item) => ({ value: item.path, label: item.label }))}
      onChange={(value: string) => setQuery(value)}
      onSelect={(path: string) => {
        close()
        void navigate(path)
      }}
      onBlur={() => {
        if (!query.trim()) close()
      }}
      onInputKeyDown={(event) => {
        if (event.key === 'Escape') close()
      }}
    />
  )
}
