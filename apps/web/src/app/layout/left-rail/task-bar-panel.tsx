import { Button, Empty, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useHandleTitle } from '#web/shared/hooks/use-route-title.ts'
import { useVisitedViews } from '#web/stores/visited-views.ts'

interface TaskBarPanelProps {
  /** The path of the page on screen, marked in the list. */
  currentPath: string
  onOpen: (fullPath: string) => void
}

/**
 * docs/product/shell.md "Left rail": the pages visited in this tab (the operation record), the
 * current one marked.
 */
export const TaskBarPanel = ({ currentPath, onOpen }: TaskBarPanelProps) => {
  const { t } = useTranslation()
  const views = useVisitedViews((s) => s.views)
  const titleOf = useHandleTitle()

  return (
    <Flex orientation="vertical" gap={8} style={{ width: 260 }}>
      <Typography.Text strong>{t('layout.rail.taskBar')}</Typography.Text>
      {views.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout.rail.taskBarEmpty')} />
      ) : (
        <ul
          aria-label={t('layout.rail.taskBar')}
          style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}
        >
          {views.map((view) => {
            const isCurrent = view.path === currentPath
            return (
              <li key={view.path} data-testid="task-bar-view">
                <Button
                  type={isCurrent ? 'link' : 'text'}
                  block
                  aria-current={isCurrent ? 'page' : undefined}
                  onClick={() => onOpen(view.fullPath)}
                  style={{ justifyContent: 'space-between', gap: 8 }}
                >
                  <Typography.Text
                    ellipsis
                    strong={isCurrent}
                    style={{ color: 'inherit', maxWidth: 170 }}
                  >
                    {titleOf(view)}
                  </Typography.Text>
                  {isCurrent && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('layout.rail.current')}
                    </Typography.Text>
                  )}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </Flex>
  )
}
