import { AuditOutlined, BellOutlined, StarOutlined, UnorderedListOutlined } from '@ant-design/icons'
import type { FavouriteView } from '@app/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { Popover } from 'antd'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { AccountMenu } from '#web/app/layout/account-menu.tsx'
import {
  RailButton,
  RAIL_BUTTON_CLASS,
  RAIL_CAPTION_CLASS,
} from '#web/app/layout/left-rail/rail-button.tsx'
import { TaskBarPanel } from '#web/app/layout/left-rail/task-bar-panel.tsx'
import { titleKeyOf } from '#web/app/route-registry.ts'
import { useMenuModel } from '#web/app/layout/use-menu-model.ts'
import {
  approvalKeys,
  usePendingApprovals,
} from '#web/features/approvals/api/get-pending-approvals.ts'
import { PendingApprovalsPanel } from '#web/features/approvals/pending-approvals-panel.tsx'
import { favouriteViewKeys } from '#web/features/favourite-views/api/get-favourite-views.ts'
import { FavouriteViewsPanel } from '#web/features/favourite-views/favourite-views-panel.tsx'
import type { NewFavouriteView } from '#web/features/favourite-views/api/add-favourite-view.ts'
import { messageKeys } from '#web/features/messages/api/get-messages.ts'
import { useUnreadCount } from '#web/features/messages/api/get-unread-count.ts'
import { MESSAGE_PAGE_PATH } from '#web/features/messages/message-paths.ts'
import { useUnreadStream } from '#web/features/messages/use-unread-stream.ts'
import { VersionHistoryButton } from '#web/features/version-history/version-history-button.tsx'
import { useCurrentHandle, useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { groupOfPath } from '#web/shared/lib/menu-model.ts'
import { useSession } from '#web/stores/session.ts'
import '#web/app/layout/left-rail/left-rail.css'

/** The contract's limits on a favourite view (packages/contracts workspace.schemas.ts). */
const NAME_MAX = 50
const ROUTE_MAX = 200

type Panel = 'taskBar' | 'views' | 'approvals'

/** An entry whose popover opens to the right of the rail. */
const PopoverEntry = ({
  label,
  icon,
  open,
  onOpenChange,
  content,
  count,
}: {
  label: string
  icon: ReactNode
  open: boolean
  onOpenChange: (open: boolean) => void
  content: ReactNode
  /** A count on the icon (requests waiting). */
  count?: number
}) => (
  <Popover
    trigger="click"
    placement="rightTop"
    arrow={false}
    open={open}
    onOpenChange={onOpenChange}
    content={content}
  >
    <RailButton
      label={label}
      icon={icon}
      count={count}
      aria-haspopup="dialog"
      aria-expanded={open}
      showTooltip={!open}
    />
  </Popover>
)

/**
 * docs/product/shell.md "Left rail": the left rail between the head bar and the sidebar. From the
 * top: the task bar (operation record), the favourite views and the messages (venue system only);
 * at the bottom the account popover and the version button.
 */
export const LeftRail = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const client = useQueryClient()
  const { pathname, search } = useLocation()
  const handle = useCurrentHandle()
  const title = useRouteTitle()
  const { system, table, groups, activeGroup, labelOf } = useMenuModel()
  const isVenue = (system?.code ?? 'venue') === 'venue'
  const [panel, setPanel] = useState<Panel | null>(null)
  const unread = useUnreadCount(isVenue)
  useUnreadStream(isVenue)
  const pending = usePendingApprovals(isVenue)
  // a request reaching the user comes with a message: a new unread count reads 待我审核 again
  const unreadNow = unread.data
  const unreadBefore = useRef(unreadNow)
  useEffect(() => {
    if (unreadBefore.current !== undefined && unreadNow !== unreadBefore.current)
      void client.invalidateQueries({ queryKey: approvalKeys.mine() })
    unreadBefore.current = unreadNow
  }, [client, unreadNow])

  // The views and messages belong to the signed-in user: none are kept for the next one.
  // Only a sign-out clears them (the token is gone by the time the shell unmounts), not a
  // subsystem switch nor StrictMode's trial unmount, whose queries are still in use.
  useEffect(
    () => () => {
      if (useSession.getState().token) return
      client.removeQueries({ queryKey: favouriteViewKeys.all })
      client.removeQueries({ queryKey: messageKeys.all })
      client.removeQueries({ queryKey: approvalKeys.all })
    },
    [client],
  )

  const fullPath = pathname + search
  const toggle = (which: Panel) => (open: boolean) => setPanel(open ? which : null)
  const go = (path: string) => {
    setPanel(null)
    void navigate(path)
  }

  // the page on screen as a favourite view: its title, its menu group, its full path
  const current: NewFavouriteView | null =
    handle && title && handle.breadcrumb !== false && fullPath.length <= ROUTE_MAX
      ? {
          topicName: title.slice(0, NAME_MAX),
          modelName: (activeGroup ? labelOf(activeGroup.path, activeGroup.menuName) : title).slice(
            0,
            NAME_MAX,
          ),
          frontSign: fullPath,
        }
      : null

  // a saved view reads in the user's language when the web knows its page
  const viewLabel = (view: FavouriteView) => {
    const path = view.frontSign.split(/[?#]/)[0] ?? view.frontSign
    const key = titleKeyOf(table, path)
    const group = groupOfPath(groups, path)
    return {
      topic: key ? t(key) : view.topicName,
      model: group ? labelOf(group.path, group.menuName) : view.modelName,
    }
  }

  const unreadCount = unread.data ?? 0
  const pendingCount = pending.data?.length ?? 0
  const messagesLabel =
    unreadCount > 0
      ? t('layout.rail.messagesUnread', { count: unreadCount })
      : t('layout.rail.messages')

  return (
    <nav aria-label={t('layout.rail.label')} className="left-rail">
      <div className="left-rail__inner">
        <PopoverEntry
          label={t('layout.rail.taskBar')}
          icon={<UnorderedListOutlined aria-hidden />}
          open={panel === 'taskBar'}
          onOpenChange={toggle('taskBar')}
          content={<TaskBarPanel currentPath={pathname} onOpen={go} />}
        />
        {isVenue && (
          <PopoverEntry
            label={t('layout.rail.views')}
            icon={<StarOutlined aria-hidden />}
            open={panel === 'views'}
            onOpenChange={toggle('views')}
            content={<FavouriteViewsPanel current={current} labelOf={viewLabel} onOpen={go} />}
          />
        )}
        {isVenue && (
          <PopoverEntry
            label={
              pendingCount > 0
                ? t('approvals.mineCount', { count: pendingCount })
                : t('approvals.mine')
            }
            icon={<AuditOutlined aria-hidden />}
            count={pendingCount}
            open={panel === 'approvals'}
            onOpenChange={toggle('approvals')}
            content={<PendingApprovalsPanel requests={pending.data} onOpen={go} />}
          />
        )}
        {isVenue && (
          <RailButton
            label={messagesLabel}
            icon={<BellOutlined aria-hidden />}
            count={unreadCount}
            aria-current={pathname === MESSAGE_PAGE_PATH ? 'page' : undefined}
            data-testid="messages-entry"
            onClick={() => go(MESSAGE_PAGE_PATH)}
          />
        )}
        <div className="left-rail__spacer" />
        <AccountMenu />
        <VersionHistoryButton className={RAIL_BUTTON_CLASS} captionClassName={RAIL_CAPTION_CLASS} />
      </div>
    </nav>
  )
}
