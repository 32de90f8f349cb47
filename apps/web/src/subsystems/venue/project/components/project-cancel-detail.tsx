import { EditOutlined } from '@ant-design/icons'
import { CANCEL_STATES, PERMISSIONS, type ProjectCancel } from '@app/contracts'
import { Descriptions } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ToolbarButton } from '#web/features/list-page/list-toolbar.tsx'
import { RecordDetail } from '#web/features/record-detail/record-detail.tsx'
import { formatFen } from '#web/shared/utils/money.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import {
  projectCancelApi,
  useSubmitCancel,
} from '#web/subsystems/venue/project/api/project-cancels.ts'
import {
  RequestStateTag,
  SubmitRequestButton,
  useRequestActions,
  useRequestHistoryLabel,
} from '#web/subsystems/venue/project/components/request-parts.tsx'

/** The cancellation's workflow kind: its approval chain, history and documents. */
export const CANCEL_DOC_TYPE = 'project_cancel'
const P = PERMISSIONS.projectCancel
/** A cancellation's state as its tag: 草稿, 审核中, 已通过. */
export const CancelStateTag = ({ state }: { state: number }) => (
  <RequestStateTag state={state} labels="projectCancel" />
)

/** What the user may do with a cancellation now (its state and their permissions). */
export const useCancelActions = () => useRequestActions(P)

/**
 * A cancellation's detail (取消申请): the request, its approval progress and actions, its
 * documents and history; a draft offers 修改 and 提交审核.
 */
export const ProjectCancelDetail = ({
  guid,
  onClose,
  onEdit,
}: {
  guid: string | null
  onClose: () => void
  onEdit: (c: ProjectCancel) => void
}) => {
  const { t } = useTranslation()
  const detail = projectCancelApi.useDetail(guid)
  const actionsOf = useCancelActions()
  const c = detail.data
  const label = (key: string) => t(`projectCancel.${key}`)
  const allowed = c ? actionsOf(c) : []
  const record = guid && c ? { docType: CANCEL_DOC_TYPE, docGuid: guid } : undefined
  const historyLabel = useRequestHistoryLabel('projectCancel')
  const submit = useSubmitCancel()
  return (
    <RecordDetail
      open={guid !== null}
      onClose={onClose}
      loading={detail.isPending}
      failed={detail.isError}
      title={c && `${c.cancelNumber} ${c.projectTitle}`}
      status={c && <CancelStateTag state={c.state} />}
      actions={
        c && (
          <>
            {allowed.includes('submit') && (
              <SubmitRequestButton
                number={c.cancelNumber}
                labels="projectCancel"
                pending={submit.isPending}
                onSubmit={() => submit.mutateAsync({ guid: c.guid, version: c.version })}
              />
            )}
            {allowed.includes('edit') && (
              <ToolbarButton
                perm={P.edit}
                word="edit"
                icon={<EditOutlined aria-hidden />}
                onClick={() => onEdit(c)}
              />
            )}
          </>
        )
      }
      approval={record && { ...record, refresh: [[...projectCancelApi.keys.all], ['projects']] }}
      documents={record && { ...record, canEdit: allowed.includes('edit') }}
      history={record && { ...record, label: historyLabel }}
      tabs={
        !c
          ? []
          : [
              {
                key: 'basic',
                label: label('tabs.basic'),
                children: (
                  <Descriptions bordered size="small" column={2}>
                    <Descriptions.Item label={label('projectTitle')} span={2}>
                      <Link to={`/project/projectInfo?guid=${c.projectGuid}`}>
                        {`${c.projectNumber} ${c.projectTitle}`}
                      </Link>
                    </Descriptions.Item>
                    <Descriptions.Item label={label('customerName')} span={2}>
                      {c.customerName}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('reasonCategory')}>
                      {t(`projectCancel.reasons.${c.reasonCategory}`)}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('projectStart')}>
                      {c.projectStartDate ?? '—'}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('reason')} span={2}>
                      {c.reason}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('noticeDate')}>
                      {c.noticeDate}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('daysBefore')}>
                      {t('projectCancel.days', { count: c.daysBefore })}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('penaltyClause')} span={2}>
                      {c.penaltyClause || '—'}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('received')}>
                      {formatFen(c.received)}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('penalty')}>
                      {formatFen(c.penalty)}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('refund')}>
                      {formatFen(c.refund)}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('refundStatus')}>
                      {c.state !== CANCEL_STATES.approved
                        ? label('approvedNote')
                        : c.refundStatus === null
                          ? label('noRefund')
                          : label('refundRecorded')}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('applicantName')}>
                      {c.applicantName}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('createdAt')}>
                      {formatDateTime(c.createdAt)}
                    </Descriptions.Item>
                  </Descriptions>
                ),
              },
            ]
      }
    />
  )
}
