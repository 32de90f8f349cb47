import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  CloseCircleOutlined,
  CloseOutlined,
  ColumnWidthOutlined,
  ReloadOutlined,
} from '@ant-design/icons'
import { Dropdown, type MenuProps } from 'antd'
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { useTagActions, type TagAction } from '#web/app/layout/tags-view/use-tag-actions.ts'
import { useVisitedViewRecorder } from '#web/app/layout/tags-view/use-visited-view-recorder.ts'
import { readableOnWhite, THEME_TEXT } from '#web/shared/utils/accessible-colour.ts'
import { useHandleTitle } from '#web/shared/hooks/use-route-title.ts'
import { useAppSettings } from '#web/stores/app-settings.ts'
import { useVisitedViews, type VisitedView } from '#web/stores/visited-views.ts'
import './tags-view.css'

/** Wheel over the bar scrolls it sideways (a vertical wheel has nothing else to do here). */
const useWheelScroll = (ref: RefObject<HTMLDivElement | null>) => {
  useEffect(() => {
    const scroller = ref.current
    if (!scroller) return
    const onWheel = (event: WheelEvent) => {
      const delta = Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY
      if (delta === 0 || scroller.scrollWidth <= scroller.clientWidth) return
      event.preventDefault()
      scroller.scrollLeft += delta
    }
    // not passive: the page must not scroll as well
    scroller.addEventListener('wheel', onWheel, { passive: false })
    return () => scroller.removeEventListener('wheel', onWheel)
  }, [ref])
}

/**
 * Scrolls the active tag into view with its neighbours visible (docs/product/shell.md "Tags view").
 */
const useActiveTagInView = (ref: RefObject<HTMLDivElement | null>, activePath: string) => {
  const views = useVisitedViews((s) => s.views)
  useLayoutEffect(() => {
    const scroller = ref.current
    const active = scroller?.querySelector<HTMLElement>('[aria-current="page"]')?.closest('li')
    if (!scroller || !active) return
    const first = (active.previousElementSibling as HTMLElement | null) ?? active
    const last = (active.nextElementSibling as HTMLElement | null) ?? active
    const left = first.offsetLeft
    const right = last.offsetLeft + last.offsetWidth
    if (left < scroller.scrollLeft) scroller.scrollLeft = left
    else if (right > scroller.scrollLeft + scroller.clientWidth) {
      scroller.scrollLeft = right - scroller.clientWidth
    }
  }, [ref, activePath, views])
}

interface TagProps {
  view: VisitedView
  index: number
  title: string
  active: boolean
  onAction: (action: TagAction, view: VisitedView) => void
}

const ACTION_ICONS: Record<TagAction, ReactNode> = {
  refresh: <ReloadOutlined />,
  close: <CloseOutlined />,
  closeOthers: <ColumnWidthOutlined />,
  closeLeft: <ArrowLeftOutlined />,
  closeRight: <ArrowRightOutlined />,
  closeAll: <CloseCircleOutlined />,
}

const Tag = ({ view, index, title, active, onAction }: TagProps) => {
  const { t } = useTranslation()
  return (
    <li data-index={index}>
      <span className={active ? 'tags-view__tag tags-view__tag--active' : 'tags-view__tag'}>
        <Link
          to={view.fullPath}
          className="tags-view__link"
          aria-current={active ? 'page' : undefined}
          // middle click closes the tag instead of opening it in a new browser tab
          onMouseDown={(event) => {
            if (event.button === 1) event.preventDefault()
          }}
          onAuxClick={(event) => {
            if (event.button !== 1) return
            event.preventDefault()
            onAction('close', view)
          }}
        >
          {title}
        </Link>
        {!view.affix && (
          <button
            type="button"
            className="tags-view__close"
            aria-label={t('tagsView.closeTag', { title })}
            onClick={() => onAction('close', view)}
          >
            <CloseOutlined aria-hidden />
          </button>
        )}
      </span>
    </li>
  )
}

/**
 * The context menu of the tag at `index`: close only when it can be closed; close left
 * and right only when there is something to close on that side (never on the first or
 * the last tag).
 */
export const actionsFor = (views: readonly VisitedView[], index: number): TagAction[] => {
  const view = views[index]
  const closable = (v: VisitedView) => !v.affix
  return [
    'refresh',
    ...(view && !view.affix ? (['close'] as const) : []),
    'closeOthers',
    ...(views.slice(0, index).some(closable) ? (['closeLeft'] as const) : []),
    ...(views.slice(index + 1).some(closable) ? (['closeRight'] as const) : []),
    'closeAll',
  ]
}

const TagsBar = () => {
  const { t } = useTranslation()
  const titleOf = useHandleTitle()
  const views = useVisitedViews((s) => s.views)
  const theme = useAppSettings((s) => s.theme)
  const { pathname } = useLocation()
  const onAction = useTagActions()
  const scrollRef = useRef<HTMLDivElement>(null)
  // the tag whose context menu is open: one menu for the bar, following the pointer
  const [menuIndex, setMenuIndex] = useState<number | null>(null)
  const menuView = menuIndex === null ? undefined : views[menuIndex]
  useWheelScroll(scrollRef)
  useActiveTagInView(scrollRef, pathname)

  const menu: MenuProps = {
    items:
      menuIndex === null
        ? []
        : actionsFor(views, menuIndex).map((action) => ({
            key: action,
            icon: ACTION_ICONS[action],
            label: t(`tagsView.${action}`),
          })),
    onClick: ({ key }) => {
      setMenuIndex(null)
      if (menuView) onAction(key as TagAction, menuView)
    },
  }

  return (
    <nav
      className="tags-view"
      aria-label={t('tagsView.label')}
      data-testid="tags-view"
      style={{ '--tags-view-theme': readableOnWhite(theme, THEME_TEXT) } as CSSProperties}
    >
      <div ref={scrollRef} className="tags-view__scroll">
        <Dropdown
          trigger={['contextMenu']}
          open={menuView !== undefined}
          onOpenChange={(open) => {
            if (!open) setMenuIndex(null)
          }}
          menu={menu}
        >
          <ul
            className="tags-view__list"
            onContextMenu={(event) => {
              // only a tag has a menu; the bar's empty space keeps the browser's own
              const item = (event.target as HTMLElement).closest<HTMLElement>('li[data-index]')
              if (item) setMenuIndex(Number(item.dataset.index))
              else event.stopPropagation()
            }}
          >
            {views.map((view, index) => (
              <Tag
                key={view.path}
                view={view}
                index={index}
                // titles are kept as keys, so they follow a language switch
                title={titleOf(view)}
                active={view.path === pathname}
                onAction={onAction}
              />
            ))}
          </ul>
        </Dropdown>
      </div>
    </nav>
  )
}

/**
 * The visited views bar (docs/product/shell.md "Tags view"): one tag per page opened, affix tags
 * first, the page on screen in the theme colour. Pages are recorded even while the
 * bar is switched off in the settings (the page cache relies on them).
 */
export const TagsView = () => {
  useVisitedViewRecorder()
  const shown = useAppSettings((s) => s.tagsView)
  return shown ? <TagsBar /> : null
}
