import { EditOutlined, PrinterOutlined } from '@ant-design/icons'
import { type Settlement, type SettlementAction } from '@app/contracts'
import { Button, Descriptions } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ToolbarButton } from '#web/features/list-page/list-toolbar.tsx'
import { RecordDetail } from '#web/features/record-detail/record-detail.tsx'
import { StepButton } from '#web/features/record-detail/step-button.tsx'
import { formatFen } from '#web/shared/utils/money.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import { settlementApi, useSettlementStep } from '#web/subsystems/venue/finance/api/settlements.ts'
import {
  P,
  SETTLEMENT_DOC_TYPE,
  SettlementFigures,
  SettlementLinesTable,
  SettlementStateTag,
  balanceWord,
  useSettlementHistoryLabel,
  useSettlementSteps,
} from '#web/subsystems/venue/finance/components/settlement-parts.tsx'

/** What a step asks for: 退回修改 the customer's reason (required), 结清 the payment's reference. */
const ASKS: Partial<Record<SettlementAction, { label: string; required: boolean }>> = {
  return: { label: 'returnReason', required: true },
  settle: { label: 'settleReference', required: false },
}

/** 提交客户确认 / 客户确认 (asked first), 退回修改 (a reason) and 结清 (the final payment's reference). */
const SettlementStepButton = ({ s, action }: { s: Settlement; action: SettlementAction }) => {
  const { t } = useTranslation()
  const step = useSettlementStep()
  const word = t(`settlement.action.${action}`)
  const ask = ASKS[action]
  return (
    <StepButton
      word={word}
      type={
        action === 'submit' || action === 'confirm' || action === 'settle' ? 'primary' : 'default'
      }
      formName={`settlement.${action}`}
      {...(ask
        ? {
            field: {
              name: 'comment',
              label: t(`settlement.${ask.label}`),
              ...(ask.required ? { required: t('settlement.reasonRequired') } : {}),
            },
            hint: action === 'settle' && (
              <p data-testid="settle-balance">
                {t('settlement.settleHint', { balance: balanceWord(t, s.balance) })}
              </p>
            ),
          }
        : { question: t('settlement.actConfirm', { action: word, number: s.settlementNumber }) })}
      run={({ comment = '' }) =>
        step.mutateAsync({ guid: s.guid, version: s.version, action, comment })
      }
      pending={step.isPending}
      done={t('settlement.done')}
    />
  )
}

/**
 * A sheet's detail: its project, the formula from the contract amount to the balance, the
 * lines and the balance in words, its history; the steps its state and the user's
 * permissions allow, and 打印.
 */
export const SettlementDetail = ({
  guid,
  onClose,
  onEdit,
  onPrint,
}: {
  guid: string | null
  onClose: () => void
  onEdit: (s: Settlement) => void
  onPrint: (guid: string) => void
}) => {
  const { t } = useTranslation()
  const detail = settlementApi.useDetail(guid)
  const stepsOf = useSettlementSteps()
  const historyLabel = useSettlementHistoryLabel()
  const s = detail.data
  const label = (key: string) => t(`settlement.${key}`)
  const allowed = s ? stepsOf(s) : []
  const record = guid && s ? { docType: SETTLEMENT_DOC_TYPE, docGuid: guid } : undefined
  return (
    <RecordDetail
      open={guid !== null}
      onClose={onClose}
      loading={detail.isPending}
      failed={detail.isError}
      title={s && `${s.settlementNumber} ${s.projectTitle}`}
      status={s && <SettlementStateTag state={s.state} />}
      actions={
        s && (
          <>
            {(['submit', 'confirm', 'settle'] as const).map(
              (a) => allowed.includes(a) && <SettlementStepButton key={a} s={s} action={a} />,
            )}
            {allowed.includes('edit') && (
              <ToolbarButton
                perm={P.edit}
                word="edit"
                icon={<EditOutlined aria-hidden />}
                onClick={() => onEdit(s)}
              />
            )}
            <Button icon={<PrinterOutlined aria-hidden />} onClick={() => onPrint(s.guid)}>
              {label('action.print')}
            </Button>
            {allowed.includes('return') && <SettlementStepButton s={s} action="return" />}
          </>
        )
      }
      history={record && { ...record, label: historyLabel }}
      tabs={
        !s
          ? []
          : [
              {
                key: 'basic',
                label: label('tabs.basic'),
                children: (
                  <>
                    <Descriptions bordered size="small" column={2}>
                      <Descriptions.Item label={label('settlementNumber')}>
                        {s.settlementNumber}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('state')}>
                        <SettlementStateTag state={s.state} />
                      </Descriptions.Item>
                      <Descriptions.Item label={label('projectTitle')} span={2}>
                        <Link to={`/project/projectInfo?guid=${s.projectGuid}`}>
                          {`${s.projectNumber} ${s.projectTitle}`}
                        </Link>
                      </Descriptions.Item>
                      <Descriptions.Item label={label('customerName')} span={2}>
                        {s.customerName}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('confirmedDate')}>
                        {s.confirmedDate ?? '—'}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('settledDate')}>
                        {s.settledDate ?? '—'}
                      </Descriptions.Item>
                      {s.finalPayment !== 0 ? (
                        <Descriptions.Item label={label('finalPayment')} span={2}>
                          {formatFen(s.finalPayment)}
                        </Descriptions.Item>
                      ) : null}
                      {s.returnReason ? (
                        <Descriptions.Item label={label('returnReason')} span={2}>
                          {s.returnReason}
                        </Descriptions.Item>
                      ) : null}
                      <Descriptions.Item label={label('remark')} span={2}>
                        {s.remark || '—'}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('handlerName')}>
                        {s.handlerName}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('createdAt')}>
                        {formatDateTime(s.createdAt)}
                      </Descriptions.Item>
                    </Descriptions>
                    <h3 style={{ fontSize: 14, margin: '16px 0 8px' }}>{label('formula')}</h3>
                    <SettlementFigures f={s} column={2} />
                    <p style={{ margin: '8px 0 0' }}>
                      {`${label('balanceInWords')}：${t('settlement.print.currency')} ${s.balanceInWords}`}
                    </p>
                    <h3 style={{ fontSize: 14, margin: '16px 0 8px' }}>{label('lines')}</h3>
                    <SettlementLinesTable lines={s.lines} label={label('lines')} />
                  </>
                ),
              },
            ]
      }
    />
  )
}
