import type { ApprovalRequest } from '@app/contracts'
import { Button, Form, Input, Modal, Select, Space, Steps, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '#web/shared/lib/notify.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import {
  type RecordRef,
  useApprovalAct,
  useApprovalRequest,
  useTransferTargets,
} from './record-detail-api.ts'

const STATUS_COLOURS = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
} as const

/** The chain's nodes with the current one, the request's status and who submitted it. */
export const ApprovalProgress = ({ request }: { request: ApprovalRequest }) => {
  const { t } = useTranslation()
  const done = request.status === 'approved'
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="approval-progress">
      <Space wrap>
        <Tag color={STATUS_COLOURS[request.status]}>
          {t(`recordDetail.approval.status.${request.status}`)}
        </Tag>
        <Typography.Text type="secondary">
          {t('recordDetail.approval.submittedBy', {
            name: request.submitter,
            time: formatDateTime(request.createdAt),
          })}
        </Typography.Text>
        {request.assignee && (
          <Typography.Text type="secondary">
            {t('recordDetail.approval.assignee', { name: request.assignee })}
          </Typography.Text>
        )}
      </Space>
      <Steps
        size="small"
        current={done ? request.nodes.length : request.step}
        status={request.status === 'rejected' ? 'error' : undefined}
        items={request.nodes.map((title) => ({ title }))}
      />
    </Space>
  )
}

type Dialog = 'approve' | 'reject' | 'transfer' | 'withdraw'

/**
 * The approval actions the user may take on the record's request now (issue 13 "Approval
 * chains"): 通过, 驳回 (a reason required), 转交 (to a named user) for its current approver,
 * 撤回 for its submitter before any node acted. Each asks once in a dialog; a second
 * approver who acted first makes it a 409, told by the client.
 */
export const ApprovalActions = ({
  record,
  refresh = [],
}: {
  record: RecordRef
  /** The record's own queries, read again after an action (its state may have moved). */
  refresh?: readonly unknown[][]
}) => {
  const { t } = useTranslation()
  const request = useApprovalRequest(record)
  const act = useApprovalAct(record, refresh)
  const [dialog, setDialog] = useState<Dialog>()
  const targets = useTransferTargets(dialog === 'transfer')
  const [form] = Form.useForm<{ comment?: string; toUserId?: number }>()
  const r = request.data
  if (!r || r.status !== 'pending' || (!r.canAct && !r.canWithdraw)) return null
  const label = (key: string) => t(`recordDetail.approval.${key}`)
  const close = () => {
    setDialog(undefined)
    form.resetFields()
  }
  const send = async () => {
    if (!dialog) return
    const values = await form.validateFields()
    await act.mutateAsync({
      guid: r.guid,
      version: r.version,
      action: dialog,
      comment: values.comment ?? '',
      toUserId: values.toUserId,
    })
    notify('success', label('done'), 2)
    close()
  }
  return (
    <>
      {r.canAct && (
        <>
          <Button type="primary" onClick={() => setDialog('approve')}>
            {label('approve')}
          </Button>
          <Button danger onClick={() => setDialog('reject')}>
            {label('reject')}
          </Button>
          <Button onClick={() => setDialog('transfer')}>{label('transfer')}</Button>
        </>
      )}
      {r.canWithdraw && <Button onClick={() => setDialog('withdraw')}>{label('withdraw')}</Button>}
      <Modal
        open={dialog !== undefined}
        title={dialog && label(dialog)}
        okText={t('common.dialog.ok')}
        cancelText={t('common.dialog.cancel')}
        confirmLoading={act.isPending}
        onOk={() => void send().catch(() => undefined)}
        onCancel={close}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name="approval.act" preserve={false}>
          {dialog === 'transfer' && (
            <Form.Item
              name="toUserId"
              label={label('to')}
              rules={[
                { required: true, message: t('common.list.selectPrefix', { what: label('to') }) },
              ]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={targets.isPending}
                options={(targets.data ?? []).map((u) => ({
                  value: u.id,
                  label: u.deptName ? `${u.nickName}（${u.deptName}）` : u.nickName,
                }))}
              />
            </Form.Item>
          )}
          {dialog !== 'withdraw' && (
            <Form.Item
              name="comment"
              label={label(dialog === 'reject' ? 'reason' : 'comment')}
              rules={
                dialog === 'reject'
                  ? [{ required: true, whitespace: true, message: label('reasonRequired') }]
                  : []
              }
            >
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          )}
          {dialog === 'withdraw' && <Typography.Text>{label('confirmWithdraw')}</Typography.Text>}
        </Form>
      </Modal>
    </>
  )
}
