import { DollarOutlined, EditOutlined, SendOutlined } from '@ant-design/icons'
import { API, type Refund } from '@app/contracts'
import { Alert, Button, DatePicker, Descriptions, Form, Input, Modal } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SUCCESS_SECONDS, useConfirm } from '#web/features/list-page/confirm.tsx'
import { ToolbarButton } from '#web/features/list-page/list-toolbar.tsx'
import { RecordDetail } from '#web/features/record-detail/record-detail.tsx'
import { notify } from '#web/shared/lib/notify.ts'
import { formatFen } from '#web/shared/utils/money.ts'
import { DATE_FORMAT, formatDateTime } from '#web/shared/utils/timestamp.ts'
import { refundApi, useRefundStep } from '#web/subsystems/venue/finance/api/refunds.ts'
import {
  P,
  REFUND_DOC_TYPE,
  RefundStateTag,
  sourceWord,
  useRefundHistoryLabel,
  useRefundSteps,
} from '#web/subsystems/venue/finance/components/refund-parts.tsx'

/** 提交审核: asks first, then submits to the refund chain (财务经理 → 分管领导). */
const SubmitButton = ({ r }: { r: Refund }) => {
  const { t } = useTranslation()
  const submit = useRefundStep(API.refunds.submit)
  const [confirm, holder] = useConfirm()
  const send = async () => {
    if (!(await confirm(t('refund.submitConfirm', { number: r.refundNumber })))) return
    await submit.mutateAsync({ guid: r.guid, version: r.version })
    notify('success', t('refund.submitted'), SUCCESS_SECONDS)
  }
  return (
    <>
      <Button
        type="primary"
        icon={<SendOutlined aria-hidden />}
        loading={submit.isPending}
        // a refusal has been told by the client
        onClick={() => void send().catch(() => undefined)}
      >
        {t('refund.action.submit')}
      </Button>
      {holder}
    </>
  )
}

/** 退款: the bank's serial and the day the money left, for an approved refund. */
const PayButton = ({ r }: { r: Refund }) => {
  const { t } = useTranslation()
  const pay = useRefundStep(API.refunds.pay)
  const [open, setOpen] = useState(false)
  const [form] = Form.useForm<{ paidSerial: string; paidDate: Dayjs }>()
  const label = (key: string) => t(`refund.${key}`)
  const send = async () => {
    const v = await form.validateFields()
    await pay.mutateAsync({
      guid: r.guid,
      version: r.version,
      paidSerial: v.paidSerial.trim(),
      paidDate: v.paidDate.format(DATE_FORMAT),
    })
    notify('success', t('refund.paidNotice'), SUCCESS_SECONDS)
    setOpen(false)
  }
  return (
    <>
      <Button type="primary" icon={<DollarOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('refund.action.pay')}
      </Button>
      <Modal
        open={open}
        title={label('payTitle')}
        okText={t('common.dialog.ok')}
        cancelText={t('common.dialog.cancel')}
        confirmLoading={pay.isPending}
        destroyOnHidden
        onCancel={() => setOpen(false)}
        onOk={() => void send().catch(() => undefined)}
      >
        <p>
          {t('refund.payHint', {
            amount: formatFen(r.amount),
            payee: r.payee,
            bank: r.payeeBank,
            account: r.payeeAccount,
          })}
        </p>
        <Form
          form={form}
          layout="vertical"
          name="refund.pay"
          preserve={false}
          initialValues={{ paidDate: dayjs() }}
        >
          <Form.Item
            name="paidSerial"
            label={label('paidSerial')}
            rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
          >
            <Input maxLength={64} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="paidDate"
            label={label('paidDate')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}

/**
 * A refund's detail: its data, its approval progress and actions, its documents and
 * history; the actions its state and the user's permissions allow.
 */
export const RefundDetail = ({
  guid,
  onClose,
  onEdit,
}: {
  guid: string | null
  onClose: () => void
  onEdit: (r: Refund) => void
}) => {
  const { t } = useTranslation()
  const detail = refundApi.useDetail(guid)
  const stepsOf = useRefundSteps()
  const historyLabel = useRefundHistoryLabel()
  const r = detail.data
  const label = (key: string) => t(`refund.${key}`)
  const allowed = r ? stepsOf(r) : []
  const record = guid && r ? { docType: REFUND_DOC_TYPE, docGuid: guid } : undefined
  return (
    <RecordDetail
      open={guid !== null}
      onClose={onClose}
      loading={detail.isPending}
      failed={detail.isError}
      title={r && `${r.refundNumber} ${r.payee}`}
      status={r && <RefundStateTag state={r.state} />}
      actions={
        r && (
          <>
            {allowed.includes('submit') && <SubmitButton r={r} />}
            {allowed.includes('edit') && (
              <ToolbarButton
                perm={P.edit}
                word="edit"
                icon={<EditOutlined aria-hidden />}
                onClick={() => onEdit(r)}
              />
            )}
            {allowed.includes('pay') && <PayButton r={r} />}
          </>
        )
      }
      approval={record && { ...record, refresh: [[...refundApi.keys.all]] }}
      documents={record && { ...record, canEdit: allowed.includes('edit') }}
      history={record && { ...record, label: historyLabel }}
      tabs={
        !r
          ? []
          : [
              {
                key: 'basic',
                label: label('tabs.basic'),
                children: (
                  <>
                    {r.sourceType === 'project_cancel' && r.state === 1 && (
                      <Alert
                        type="info"
                        showIcon
                        style={{ marginBottom: 12 }}
                        message={t('refund.fromCancel', { number: r.sourceNumber })}
                      />
                    )}
                    <Descriptions bordered size="small" column={2}>
                      <Descriptions.Item label={label('refundNumber')}>
                        {r.refundNumber}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('sourceType')}>
                        {sourceWord(t, r.sourceType)}
                        {r.sourceNumber && (
                          <>
                            {' '}
                            <Link to={`/project/projectCancel?guid=${r.sourceGuid}`}>
                              {r.sourceNumber}
                            </Link>
                          </>
                        )}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('projectTitle')} span={2}>
                        {r.projectGuid ? (
                          <Link to={`/project/projectInfo?guid=${r.projectGuid}`}>
                            {`${r.projectNumber} ${r.projectTitle}`}
                          </Link>
                        ) : (
                          label('noProject')
                        )}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('payee')} span={2}>
                        {r.payee}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('payeeBank')}>
                        {r.payeeBank || '—'}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('payeeAccount')}>
                        {r.payeeAccount || '—'}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('amount')}>
                        {formatFen(r.amount)}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('handlerName')}>
                        {r.handlerName}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('reason')} span={2}>
                        {r.reason}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('paidSerial')}>
                        {r.paidSerial || '—'}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('paidDate')}>
                        {r.paidDate ?? '—'}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('paidByName')}>
                        {r.paidByName || '—'}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('createdAt')}>
                        {formatDateTime(r.createdAt)}
                      </Descriptions.Item>
                    </Descriptions>
                  </>
                ),
              },
            ]
      }
    />
  )
}
