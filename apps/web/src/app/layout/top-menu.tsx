import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMenuModel } from '#web/app/layout/use-menu-model.ts'

/**
 * docs/product/shell.md "Head bar": each top menu item is about 97 px wide; the arrows
 * scroll 200 px a step.
 */
export const TOP_MENU_ITEM_WIDTH = 97
export const TOP_MENU_SCROLL_STEP = 200

interface Edges {
  overflow: boolean
  atStart: boolean
  atEnd: boolean
}

const sameEdges = (a: Edges, b: Edges) =>
  a.overflow === b.overflow && a.atStart === b.atStart && a.atEnd === b.atEnd

/**
 * The current subsystem's groups in one row (docs/product/shell.md "Head bar"). When they do not
 * fit, arrow buttons appear; each click scrolls 200 px, and an arrow is disabled at its end.
 * The row is measured only when its size changes (ResizeObserver: window resize,
 * language switch, groups) or when it scrolls, never on every render.
 */
export const TopMenu = () => {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const { groups, activeGroup, labelOf } = useMenuModel()
  const scrollerRef = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState<Edges>({ overflow: false, atStart: true, atEnd: true })

  const measure = useCallback(() => {
    const el = scrollerRef.current
    if (!el) return
    const next = {
      overflow: el.scrollWidth > el.clientWidth + 1,
      atStart: el.scrollLeft <= 1,
      atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
    }
    setEdges((prev) => (sameEdges(prev, next) ? prev : next))
  }, [])

  useEffect(() => {
    const el = scrollerRef.current
    if (!el) return
    // observing calls `measure` once at once, so a new language or group list re-measures
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    if (el.firstElementChild) observer.observe(el.firstElementChild)
    return () => observer.disconnect()
  }, [measure, groups.length, i18n.language])

  const activePath = activeGroup?.path
  useEffect(() => {
    if (!activePath) return
    const items = scrollerRef.current?.querySelectorAll<HTMLElement>('[data-path]') ?? []
    const item = [...items].find((el) => el.dataset.path === activePath)
    item?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [activePath])

  const scrollBy = (direction: 1 | -1) =>
    scrollerRef.current?.scrollBy({ left: direction * TOP_MENU_SCROLL_STEP, behavior: 'smooth' })

  // one tab stop for the row; arrow keys, Home and End move between the groups (ARIA menubar)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')]
    const index = items.indexOf(document.activeElement as HTMLElement)
    const target = {
      ArrowRight: items[(index + 1) % items.length],
      ArrowLeft: items[(index - 1 + items.length) % items.length],
      Home: items[0],
      End: items[items.length - 1],
    }[event.key]
    if (!target) return
    event.preventDefault()
    target.focus()
  }

  const tabStop = activePath ?? groups[0]?.path

  return (
    <nav aria-label={t('layout.topMenu')} className="top-menu" data-testid="top-menu">
      {edges.overflow && (
        <Button
          type="text"
          className="top-menu-arrow"
          aria-label={t('layout.scrollMenuLeft')}
          icon={<LeftOutlined aria-hidden />}
          disabled={edges.atStart}
          onClick={() => scrollBy(-1)}
        />
      )}
      <div
        ref={scrollerRef}
        className="top-menu-scroller"
        onScroll={measure}
        data-testid="top-menu-scroller"
      >
        <div
          role="menubar"
          aria-label={t('layout.topMenu')}
          // the items are the tab stops; the bar itself is focusable only from script
          tabIndex={-1}
          className="top-menu-list"
          onKeyDown={onKeyDown}
        >
          {groups.map((group) => {
            const label = labelOf(group.path, group.menuName)
            const active = group.path === activePath
            return (
              <button
                key={group.path}
                type="button"
                role="menuitem"
                className="top-menu-item"
                data-path={group.path}
                aria-current={active ? 'page' : undefined}
                tabIndex={group.path === tabStop ? 0 : -1}
                title={label}
                style={{ width: TOP_MENU_ITEM_WIDTH }}
                onClick={() => {
                  const first = group.pages[0]
                  if (first) void navigate(first.path)
                }}
              >
                <span className="top-menu-label">{label}</span>
              </button>
            )
          })}
        </div>
      </div>
      {edges.overflow && (
        <Button
          type="text"
          className="top-menu-arrow"
          aria-label={t('layout.scrollMenuRight')}
          icon={<RightOutlined aria-hidden />}
          disabled={edges.atEnd}
          onClick={() => scrollBy(1)}
        />
      )}
    </nav>
  )
}
