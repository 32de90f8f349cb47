import { Alert, Drawer, Skeleton, Space, Tabs, type TabsProps } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ApprovalActions, ApprovalProgress } from './approval-actions.tsx'
import { AttachmentsTab } from './attachments-tab.tsx'
import { HistoryTimeline } from './history-timeline.tsx'
import { type RecordRef, useApprovalRequest } from './record-detail-api.ts'

/** Wide enough for a related list of five columns beside the list it opens from. */
const DRAWER_WIDTH = 960

export interface RecordDetailProps {
  /** The record is shown (its guid is in the URL). */
  open: boolean
  onClose: () => void
  /** Its read is under way; `failed`: it cannot be read (gone, or outside the user's scope). */
  loading: boolean
  failed: boolean
  /** Its name, and beside it its status tag(s). */
  title: ReactNode
  status?: ReactNode
  /** The actions its state and the user's permissions allow (edit, submit, approve …). */
  actions?: ReactNode
  /** Its own parts: basic data first, then its related lists. */
  tabs: NonNullable<TabsProps['items']>
  /** Adds 附件 (uploads and removals with `canEdit`). */
  documents?: RecordRef & { canEdit: boolean }
  /** Adds 历史记录, its transitions with `label` naming actions and states. */
  history?: RecordRef & { label?: (text: string) => string }
  /**
   * The record goes through an approval chain: its progress above the tabs and the approval
   * actions the user may take beside its own (`refresh`: its queries to read after one).
   */
  approval?: RecordRef & { refresh?: readonly unknown[][] }
}

/** An approval request's progress, once the record has one. */
const ApprovalBanner = ({ record }: { record: RecordRef }) => {
  const request = useApprovalRequest(record)
  return request.data ? <ApprovalProgress request={request.data} /> : null
}

/**
 * The record detail page every business screen shares (issue 13): a drawer over its list
 * with the record's name and status, its allowed actions, and tabs: its own parts, then
 * 附件 and 历史记录. The screen keeps which record is open in the URL (useDetailGuid).
 */
export const RecordDetail = ({
  open,
  onClose,
  loading,
  failed,
  title,
  status,
  actions,
  tabs,
  documents,
  history,
  approval,
}: RecordDetailProps) => {
  const { t } = useTranslation()
  const items: NonNullable<TabsProps['items']> = [
    ...tabs,
    ...(documents
      ? [
          {
            key: 'attachments',
            label: t('recordDetail.attachments'),
            children: <AttachmentsTab record={documents} canEdit={documents.canEdit} />,
          },
        ]
      : []),
    ...(history
      ? [
          {
            key: 'history',
            label: t('recordDetail.history'),
            children: <HistoryTimeline record={history} label={history.label} />,
          },
        ]
      : []),
  ]
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={
        !loading &&
        !failed && (
          <Space wrap>
            <span>{title}</span>
            {status}
          </Space>
        )
      }
      extra={
        !loading &&
        !failed &&
        (actions || approval) && (
          <Space wrap>
            {actions}
            {approval && <ApprovalActions record={approval} refresh={approval.refresh} />}
          </Space>
        )
      }
      destroyOnHidden
    >
      {failed ? (
        <Alert type="warning" showIcon title={t('recordDetail.notFound')} />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          {approval && <ApprovalBanner record={approval} />}
          <Tabs items={items} />
        </>
      )}
    </Drawer>
  )
}
