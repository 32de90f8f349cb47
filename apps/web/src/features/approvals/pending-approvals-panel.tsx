import type { PendingApproval } from '@app/contracts'
import { Button, Empty, Flex, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatFen } from '#web/shared/utils/money.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'

interface PendingApprovalsPanelProps {
  requests: readonly PendingApproval[] | undefined
  /** Opens a request's document (its detail page, `?guid=`). */
  onOpen: (link: string) => void
}

/**
 * 待我审核 (issue 13 "Approval chains"): the requests waiting for the user at their current
 * node, each leading to its document, where the user approves, rejects or transfers it.
 */
export const PendingApprovalsPanel = ({ requests, onOpen }: PendingApprovalsPanelProps) => {
  const { t } = useTranslation()
  return (
    <Flex orientation="vertical" gap={8} style={{ width: 320 }}>
      <Typography.Text strong>{t('approvals.mine')}</Typography.Text>
      {requests === undefined ? (
        <Spin />
      ) : requests.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approvals.none')} />
      ) : (
        <ul
          aria-label={t('approvals.mine')}
          style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 400, overflowY: 'auto' }}
        >
          {requests.map((r) => (
            <li key={r.guid} data-testid="pending-approval">
              <Button
                type="text"
                block
                disabled={!r.link}
                onClick={() => onOpen(r.link)}
                style={{
                  height: 'auto',
                  display: 'block',
                  textAlign: 'start',
                  whiteSpace: 'normal',
                }}
              >
                <Typography.Text strong>{r.title}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {t('approvals.line', {
                      type: t(`system.approvalChain.docTypes.${r.docType}`),
                      node: r.node,
                      submitter: r.submitter,
                    })}
                    {r.amount !== null && ` · ¥${formatFen(r.amount)}`}
                  </Typography.Text>
                </div>
                <Typography.Text type="secondary">{formatDateTime(r.createdAt)}</Typography.Text>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  )
}
