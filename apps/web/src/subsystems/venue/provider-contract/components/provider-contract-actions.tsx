import {
  API,
  type ProviderContract,
  type ProviderContractAction,
  type ProviderEvaluationAdd,
  type ProviderSettlement,
  type ProviderSettlementAdd,
  providerEvaluationAddSchema,
  providerSettlementAddSchema,
  shareAmountOf,
} from '@app/contracts'
import { Alert, Button, DatePicker, Form, Input, Modal, Rate } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SUCCESS_SECONDS, useConfirm } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { fieldLimits } from '#web/features/list-page/schema-fields.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { formatFen } from '#web/shared/utils/money.ts'
import { DATE_FORMAT } from '#web/shared/utils/timestamp.ts'
import { useProviderContractWrite } from '#web/subsystems/venue/provider-contract/api/provider-contracts.ts'
import {
  FEN_AS_YUAN,
  Yuan,
} from '#web/subsystems/venue/provider-contract/components/provider-contract-parts.tsx'

// The detail page's writes: 审核生效 / 到期 / 终止 of the contract, 新增结算 (the share shown
// as the server will compute it), 确认结算 and 评价.

/** 审核生效 / 到期 (asked first) and 终止 (a reason required). */
export const ProviderActButton = ({
  c,
  action,
}: {
  c: ProviderContract
  action: ProviderContractAction
}) => {
  const { t } = useTranslation()
  const act = useProviderContractWrite(API.providerContracts.act)
  const [confirm, holder] = useConfirm()
  const [asking, setAsking] = useState(false)
  const [form] = Form.useForm<{ comment: string }>()
  const word = t(`providerContract.action.${action}`)
  const send = async (comment = '') => {
    await act.mutateAsync({ guid: c.guid, version: c.version, action, comment })
    notify('success', t('providerContract.done'), SUCCESS_SECONDS)
  }
  const click = async () => {
    if (action === 'terminate') return setAsking(true)
    if (await confirm(t('providerContract.actConfirm', { action: word, number: c.contractNumber })))
      await send()
  }
  return (
    <>
      <Button
        type={action === 'approve' ? 'primary' : 'default'}
        danger={action === 'terminate'}
        loading={act.isPending}
        // a refusal has been told by the client
        onClick={() => void click().catch(() => undefined)}
      >
        {word}
      </Button>
      {holder}
      <Modal
        open={asking}
        title={word}
        okText={t('common.dialog.ok')}
        cancelText={t('common.dialog.cancel')}
        confirmLoading={act.isPending}
        destroyOnHidden
        onCancel={() => setAsking(false)}
        onOk={() =>
          void form
            .validateFields()
            .then(({ comment }) => send(comment))
            .then(() => setAsking(false))
            .catch(() => undefined)
        }
      >
        <Form form={form} layout="vertical" name="providerContract.terminate" preserve={false}>
          <Form.Item
            name="comment"
            label={t('providerContract.terminateReason')}
            rules={[
              { required: true, whitespace: true, message: t('providerContract.reasonRequired') },
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}

/** 确认结算 of a pending settlement, asked first. */
export const SettleButton = ({ s }: { s: ProviderSettlement }) => {
  const { t } = useTranslation()
  const settle = useProviderContractWrite(API.providerContracts.settlementSettle)
  const [confirm, holder] = useConfirm()
  const send = async () => {
    const ask = t('providerContract.settleConfirm', {
      period: s.period,
      amount: formatFen(s.amount),
    })
    if (!(await confirm(ask))) return
    await settle.mutateAsync({ guid: s.guid, version: s.version })
    notify('success', t('providerContract.done'), SUCCESS_SECONDS)
  }
  return (
    <>
      <Button
        type="link"
        size="small"
        loading={settle.isPending}
        onClick={() => void send().catch(() => undefined)}
      >
        {t('providerContract.action.settle')}
      </Button>
      {holder}
    </>
  )
}

const SETTLEMENT = providerSettlementAddSchema
const required = (t: TFunction, what: string) => ({
  required: true,
  message: t('common.list.enterPrefix', { what }),
})

/** The share the server will compute from the revenue typed, shown before saving. */
const SharePreview = ({ ratio }: { ratio: number }) => {
  const { t } = useTranslation()
  const revenue = Form.useWatch<number | undefined>('baseRevenue') ?? 0
  const amount = shareAmountOf(revenue, Math.round(ratio * 100))
  return (
    <Alert
      type="info"
      showIcon
      data-testid="share-preview"
      style={{ marginBottom: 16 }}
      title={t('providerContract.settlement.computed', { ratio, amount: formatFen(amount) })}
    />
  )
}

/**
 * 新增结算: a period and, for a share, the provider's revenue (the amount follows from the
 * contract's ratio, computed again by the server); for a fixed contract the amount due.
 */
export const SettlementDialog = ({
  c,
  open,
  onClose,
}: {
  c: ProviderContract
  open: boolean
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const add = useProviderContractWrite(API.providerContracts.settlementAdd)
  const [form] = Form.useForm<ProviderSettlementAdd>()
  const label = (key: string) => t(`providerContract.settlement.${key}`)
  const share = c.billing === 'share'
  return (
    <FormDialog<ProviderSettlementAdd>
      name="providerContract.settlement"
      open={open}
      title={t('common.list.addTitle', { what: label('what') })}
      form={form}
      initialValues={{ contractGuid: c.guid, baseRevenue: 0, amount: 0, remark: '' }}
      onSubmit={async (values) => {
        await add.mutateAsync({ ...values, contractGuid: c.guid })
        notify('success', t('common.list.added'), SUCCESS_SECONDS)
        onClose()
      }}
      onClose={onClose}
    >
      <Form.Item
        name="period"
        label={label('period')}
        extra={label('periodHint')}
        rules={[{ ...required(t, label('period')), whitespace: true }]}
      >
        <Input maxLength={fieldLimits(SETTLEMENT, 'period').maxLength} />
      </Form.Item>
      {share ? (
        <>
          <Form.Item
            name="baseRevenue"
            label={label('baseRevenue')}
            rules={[required(t, label('baseRevenue'))]}
            {...FEN_AS_YUAN}
          >
            <Yuan />
          </Form.Item>
          <SharePreview ratio={c.shareRatio} />
        </>
      ) : (
        <Form.Item
          name="amount"
          label={label('amount')}
          rules={[required(t, label('amount'))]}
          {...FEN_AS_YUAN}
        >
          <Yuan />
        </Form.Item>
      )}
      <Form.Item name="remark" label={label('remark')}>
        <Input.TextArea rows={2} maxLength={fieldLimits(SETTLEMENT, 'remark').maxLength} />
      </Form.Item>
    </FormDialog>
  )
}

/** 评价: the day, a score of 1 to 5 and a comment, by the signed-in user. */
export const EvaluationDialog = ({
  c,
  open,
  onClose,
}: {
  c: ProviderContract
  open: boolean
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const add = useProviderContractWrite(API.providerContracts.evaluationAdd)
  const [form] = Form.useForm<ProviderEvaluationAdd>()
  const label = (key: string) => t(`providerContract.evaluation.${key}`)
  return (
    <FormDialog<ProviderEvaluationAdd>
      name="providerContract.evaluation"
      open={open}
      title={t('common.list.addTitle', { what: label('what') })}
      form={form}
      initialValues={{ evalDate: dayjs().format(DATE_FORMAT), score: 5, comment: '' }}
      onSubmit={async (values) => {
        await add.mutateAsync({ ...values, contractGuid: c.guid })
        notify('success', t('common.list.added'), SUCCESS_SECONDS)
        onClose()
      }}
      onClose={onClose}
    >
      <Form.Item
        name="evalDate"
        label={label('evalDate')}
        rules={[
          { required: true, message: t('common.list.selectPrefix', { what: label('evalDate') }) },
        ]}
        // yyyy-MM-dd in the form as in the body, a dayjs only in its picker
        getValueProps={(value?: string) => ({ value: value ? dayjs(value) : value })}
        normalize={(date: Dayjs | null) => date && date.format(DATE_FORMAT)}
      >
        <DatePicker format={DATE_FORMAT} />
      </Form.Item>
      <Form.Item name="score" label={label('score')}>
        {/* never empty (no clearing), so no required rule: its aria-required on the stars'
            list is refused by axe */}
        <Rate allowClear={false} aria-label={label('score')} />
      </Form.Item>
      <Form.Item name="comment" label={label('comment')}>
        <Input.TextArea
          rows={3}
          showCount
          maxLength={fieldLimits(providerEvaluationAddSchema, 'comment').maxLength}
        />
      </Form.Item>
    </FormDialog>
  )
}
