import { API, type InstalmentRow, type Receipt } from '@app/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Alert, Input, InputNumber, Modal, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SUCCESS_SECONDS } from '#web/features/list-page/confirm.tsx'
import { kindWord } from '#web/features/instalments/instalment-kind.ts'
import { ApiError, callApi } from '#web/shared/lib/api-client.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { formatFen } from '#web/shared/utils/money.ts'
import { useAllocate } from '#web/subsystems/venue/finance/api/finance.ts'

/** The instalments still owed, found by contract, project or customer. */
const useOpenInstalments = (keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: ['finance', 'open', keyword],
    queryFn: ({ signal }) =>
      callApi(API.finance.paymentPlan.page, {
        query: { page: 1, pageSize: 50, outstanding: '1', ...(keyword ? { keyword } : {}) },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

/**
 * 认领: the receipt's unclaimed money given to one or more instalments, each at most what it
 * still asks for, together at most what is left of the receipt (the server checks both again
 * and refuses a race it lost with 409, said in the user's language by the client).
 */
export const ClaimDialog = ({
  receipt,
  onClose,
}: {
  receipt: Receipt | null
  onClose: () => void
}) => {
  const { t } = useTranslation()
  // every open instalment, the earliest due first, until a keyword narrows them
  const [keyword, setKeyword] = useState('')
  const [amounts, setAmounts] = useState<Record<string, number>>({})
  const open = useOpenInstalments(keyword, receipt !== null)
  const allocate = useAllocate()
  if (!receipt) return null
  const left = receipt.unallocated
  const lines = Object.entries(amounts)
    .filter(([, fen]) => fen > 0)
    .map(([instalmentGuid, amount]) => ({ instalmentGuid, amount }))
  const sum = lines.reduce((s, l) => s + l.amount, 0)
  const over = sum > left
  const send = async () => {
    if (lines.length === 0) {
      notify('warning', t('receipt.claimEmpty'), SUCCESS_SECONDS)
      return
    }
    try {
      await allocate.mutateAsync({ guid: receipt.guid, version: receipt.version, lines })
      notify('success', t('receipt.claimed'), SUCCESS_SECONDS)
      onClose()
    } catch (error) {
      // the client has said what the server refused (a 409 naming the amount left)
      if (!(error instanceof ApiError)) throw error
    }
  }
  return (
    <Modal
      open
      width={1000}
      title={t('receipt.claimTitle', { number: receipt.receiptNumber })}
      okText={t('common.dialog.ok')}
      cancelText={t('common.dialog.cancel')}
      okButtonProps={{ disabled: over || lines.length === 0, loading: allocate.isPending }}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('receipt.claimHint', { left: formatFen(left) })}
      </Typography.Paragraph>
      <Input.Search
        aria-label={t('paymentPlan.keyword')}
        placeholder={t('paymentPlan.keywordHint')}
        defaultValue={keyword}
        allowClear
        onSearch={(v) => setKeyword(v.trim())}
        style={{ width: 320, marginBottom: 12 }}
      />
      <Table<InstalmentRow>
        aria-label={t('receipt.pickInstalments')}
        size="small"
        rowKey="guid"
        loading={open.isFetching}
        dataSource={open.data?.list ?? []}
        pagination={false}
        scroll={{ y: 320 }}
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
            render: (_, r) => `${r.seq} · ${kindWord(t, r.kind)}`,
          },
          { key: 'dueDate', dataIndex: 'dueDate', title: t('paymentPlan.dueDate'), width: 100 },
          {
            key: 'outstanding',
            dataIndex: 'outstanding',
            title: t('paymentPlan.outstanding'),
            width: 120,
            align: 'right',
            render: (fen: number) => formatFen(fen),
          },
          {
            key: 'claim',
            title: t('receipt.claimAmount'),
            width: 150,
            render: (_, r) => (
              <InputNumber<number>
                aria-label={`${t('receipt.claimAmount')} ${r.contractNumber} ${r.seq}`}
                min={0}
                max={r.outstanding / 100}
                precision={2}
                style={{ width: '100%' }}
                value={r.guid in amounts ? (amounts[r.guid] ?? 0) / 100 : null}
                onChange={(yuan) =>
                  setAmounts((a) => ({ ...a, [r.guid]: Math.round((yuan ?? 0) * 100) }))
                }
              />
            ),
          },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 12 }} data-testid="claim-sum" strong>
        {t('receipt.claimSum', { sum: formatFen(sum), left: formatFen(left) })}
      </Typography.Paragraph>
      {over && <Alert type="error" showIcon message={t('receipt.claimOver')} />}
    </Modal>
  )
}
