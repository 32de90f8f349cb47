import { Empty, Spin, Timeline, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import { type RecordRef, useHistory } from './record-detail-api.ts'

/**
 * A record's transitions as a timeline, oldest first: who did what when, from which state
 * to which, and their comment. `label` names an action or a state in the user's language
 * (a resource's own words; approval nodes come named already).
 */
export const HistoryTimeline = ({
  record,
  label = (text) => text,
}: {
  record: RecordRef
  label?: (text: string) => string
}) => {
  const { t } = useTranslation()
  const history = useHistory(record)
  if (history.isPending) return <Spin />
  const items = history.data ?? []
  if (items.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recordDetail.noHistory')} />
  return (
    <Timeline
      items={items.map((h) => ({
        key: h.id,
        children: (
          <>
            <Typography.Text strong>{`${h.userName} · ${label(h.action)}`}</Typography.Text>
            {(h.fromState || h.toState) && (
              <div>
                {t('recordDetail.transition', {
                  from: h.fromState ? label(h.fromState) : '—',
                  to: h.toState ? label(h.toState) : '—',
                })}
              </div>
            )}
            {h.comment && <Typography.Paragraph type="secondary">{h.comment}</Typography.Paragraph>}
            <Typography.Text type="secondary">{formatDateTime(h.createdAt)}</Typography.Text>
          </>
        ),
      }))}
    />
  )
}
