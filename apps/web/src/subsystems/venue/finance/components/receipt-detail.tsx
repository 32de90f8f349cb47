import { type Allocation, PERMISSIONS, type Receipt } from '@app/contracts'
import { Button, Descriptions, Form, Input, Modal, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SUCCESS_SECONDS } from '#web/features/list-page/confirm.tsx'
import { kindWord } from '#web/features/instalments/instalment-kind.ts'
import { useHasPermission } from '#web/features/permissions/permission.tsx'
import { RecordDetail } from '#web/features/record-detail/record-detail.tsx'
import { ApiError } from '#web/shared/lib/api-client.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { formatFen } from '#web/shared/utils/money.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import { receiptApi, useUnallocate } from '#web/subsystems/venue/finance/api/finance.ts'
import { ReceiptStateTag } from '#web/subsystems/venue/finance/components/receipt-parts.tsx'

/** 撤销认领 with its reason (required). */
const UndoButton = ({ receipt, allocation }: { receipt: Receipt; allocation: Allocation }) => {
  const { t } = useTranslation()
  const undo = useUnallocate()
  const [open, setOpen] = useState(false)
  const [form] = Form.useForm<{ reason: string }>()
  const send = async () => {
    const { reason } = await form.validateFields()
    try {
      await undo.mutateAsync({
        guid: receipt.guid,
        version: receipt.version,
        allocationGuid: allocation.guid,
        reason,
      })
      notify('success', t('receipt.undoDone'), SUCCESS_SECONDS)
      setOpen(false)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
    }
  }
  return (
    <>
      <Button type="link" size="small" danger onClick={() => setOpen(true)}>
        {t('receipt.undo')}
      </Button>
      <Modal
        open={open}
        title={t('receipt.undo')}
        okText={t('common.dialog.ok')}
        cancelText={t('common.dialog.cancel')}
        okButtonProps={{ loading: undo.isPending }}
        onOk={() => void send()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={t('receipt.undoReason')}
            rules={[{ required: true, whitespace: true, max: 200 }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}

/** A receipt's detail: its data and its claims (撤销 on a standing one), 认领 while money is left. */
export const ReceiptDetail = ({
  guid,
  onClose,
  onClaim,
}: {
  guid: string | null
  onClose: () => void
  onClaim: (r: Receipt) => void
}) => {
  const { t } = useTranslation()
  const detail = receiptApi.useDetail(guid)
  const mayClaim = useHasPermission([PERMISSIONS.receipt.claim])
  const r = detail.data
  const label = (k: string) => t(`receipt.${k}`)
  return (
    <RecordDetail
      open={guid !== null}
      onClose={onClose}
      loading={detail.isPending}
      failed={detail.isError}
      title={r && `${r.receiptNumber} ${r.payer}`}
      status={r && <ReceiptStateTag state={r.state} />}
      actions={
        r &&
        r.unallocated > 0 &&
        mayClaim && (
          <Button type="primary" onClick={() => onClaim(r)}>
            {label('claim')}
          </Button>
        )
      }
      tabs={
        r
          ? [
              {
                key: 'basic',
                label: t('contract.tabs.basic'),
                children: (
                  <>
                    <Descriptions bordered size="small" column={2}>
                      <Descriptions.Item label={label('payer')}>{r.payer}</Descriptions.Item>
                      <Descriptions.Item label={label('amount')}>
                        {formatFen(r.amount)}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('allocated')}>
                        {formatFen(r.allocated)}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('unallocated')}>
                        {formatFen(r.unallocated)}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('method')}>{r.method}</Descriptions.Item>
                      <Descriptions.Item label={label('arrivalDate')}>
                        {r.arrivalDate}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('bankSerial')}>
                        {r.bankSerial || '—'}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('createdByName')}>
                        {r.createdByName} {formatDateTime(r.createdAt)}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('remark')} span={2}>
                        {r.remark || '—'}
                      </Descriptions.Item>
                    </Descriptions>
                    <Typography.Title level={5} style={{ marginTop: 16 }}>
                      {label('allocations')}
                    </Typography.Title>
                    <Table<Allocation>
                      aria-label={label('allocations')}
                      size="small"
                      rowKey="guid"
                      pagination={false}
                      dataSource={r.allocations}
                      locale={{ emptyText: label('noAllocations') }}
                      columns={[
                        {
                          key: 'contractNumber',
                          dataIndex: 'contractNumber',
                          title: t('paymentPlan.contractNumber'),
                          width: 120,
                        },
                        {
                          key: 'projectTitle',
                          dataIndex: 'projectTitle',
                          title: t('paymentPlan.projectTitle'),
                          ellipsis: true,
                        },
                        {
                          key: 'seq',
                          title: t('paymentPlan.seq'),
                          width: 110,
                          render: (_, a) => `${a.instalmentSeq} · ${kindWord(t, a.instalmentKind)}`,
                        },
                        {
                          key: 'amount',
                          dataIndex: 'amount',
                          title: label('claimAmount'),
                          width: 120,
                          align: 'right',
                          render: (fen: number, a) =>
                            a.undone ? (
                              <Typography.Text delete>{formatFen(fen)}</Typography.Text>
                            ) : (
                              formatFen(fen)
                            ),
                        },
                        {
                          key: 'by',
                          title: label('createdByName'),
                          width: 170,
                          render: (_, a) => `${a.createdByName} ${formatDateTime(a.createdAt)}`,
                        },
                        {
                          key: 'actions',
                          title: t('common.table.actions'),
                          width: 200,
                          render: (_, a) =>
                            a.undone ? (
                              <>
                                <Tag>{label('undone')}</Tag>
                                <Typography.Text type="secondary">
                                  {t('receipt.undoneNote', {
                                    name: a.undoneByName,
                                    time: formatDateTime(a.undoneAt),
                                    reason: a.undoReason,
                                  })}
                                </Typography.Text>
                              </>
                            ) : (
                              mayClaim && <UndoButton receipt={r} allocation={a} />
                            ),
                        },
                      ]}
                    />
                  </>
                ),
              },
            ]
          : []
      }
    />
  )
}
