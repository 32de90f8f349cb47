import { EditOutlined, PrinterOutlined } from '@ant-design/icons'
import { type ProformaAction, type ProformaInvoice } from '@app/contracts'
import { Button, Descriptions } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ToolbarButton } from '#web/features/list-page/list-toolbar.tsx'
import { RecordDetail } from '#web/features/record-detail/record-detail.tsx'
import { StepButton } from '#web/features/record-detail/step-button.tsx'
import { formatFen } from '#web/shared/utils/money.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import {
  proformaApi,
  useProformaStep,
} from '#web/subsystems/venue/finance/api/proforma-invoices.ts'
import {
  P,
  PROFORMA_DOC_TYPE,
  ProformaLinesTable,
  ProformaStateTag,
  useProformaHistoryLabel,
  useProformaSteps,
} from '#web/subsystems/venue/finance/components/proforma-parts.tsx'

/** What a step asks for: 转正式发票 the formal invoice's number (a line), 作废 a reason. */
const ASKS: Partial<Record<ProformaAction, { field: string; label: string; message: string }>> = {
  convert: {
    field: 'formalInvoiceNumber',
    label: 'formalInvoiceNumber',
    message: 'formalNumberRequired',
  },
  void: { field: 'comment', label: 'voidReason', message: 'voidReasonRequired' },
}

/** 开具 / 确认 (asked first), 转正式发票 (the formal number) and 作废 (a reason). */
const ProformaStepButton = ({ p, action }: { p: ProformaInvoice; action: ProformaAction }) => {
  const { t } = useTranslation()
  const step = useProformaStep()
  const word = t(`proformaInvoice.action.${action}`)
  const ask = ASKS[action]
  return (
    <StepButton
      word={word}
      type={action === 'issue' || action === 'convert' ? 'primary' : 'default'}
      danger={action === 'void'}
      formName={`proformaInvoice.${action}`}
      {...(ask
        ? {
            field: {
              name: ask.field,
              label: t(`proformaInvoice.${ask.label}`),
              required: t(`proformaInvoice.${ask.message}`),
              ...(action === 'void' ? {} : { line: 50 }),
            },
          }
        : {
            question:
              action === 'issue'
                ? t('proformaInvoice.issueConfirm', { title: p.projectTitle })
                : t('proformaInvoice.actConfirm', { action: word, number: p.invoiceNumber ?? '' }),
          })}
      run={(values) => step.mutateAsync({ guid: p.guid, version: p.version, action, ...values })}
      pending={step.isPending}
      done={t('proformaInvoice.done')}
    />
  )
}

/**
 * A proforma's detail: its data, lines, totals and amount in words, its history; the steps
 * its state and the user's permissions allow, and 打印.
 */
export const ProformaDetail = ({
  guid,
  onClose,
  onEdit,
  onPrint,
}: {
  guid: string | null
  onClose: () => void
  onEdit: (p: ProformaInvoice) => void
  onPrint: (guid: string) => void
}) => {
  const { t } = useTranslation()
  const detail = proformaApi.useDetail(guid)
  const stepsOf = useProformaSteps()
  const historyLabel = useProformaHistoryLabel()
  const p = detail.data
  const label = (key: string) => t(`proformaInvoice.${key}`)
  const allowed = p ? stepsOf(p) : []
  const record = guid && p ? { docType: PROFORMA_DOC_TYPE, docGuid: guid } : undefined
  return (
    <RecordDetail
      open={guid !== null}
      onClose={onClose}
      loading={detail.isPending}
      failed={detail.isError}
      title={p && `${p.invoiceNumber ?? label('states.0')} ${p.projectTitle}`}
      status={p && <ProformaStateTag state={p.state} />}
      actions={
        p && (
          <>
            {(['issue', 'confirm', 'convert'] as const).map(
              (a) => allowed.includes(a) && <ProformaStepButton key={a} p={p} action={a} />,
            )}
            {allowed.includes('edit') && (
              <ToolbarButton
                perm={P.edit}
                word="edit"
                icon={<EditOutlined aria-hidden />}
                onClick={() => onEdit(p)}
              />
            )}
            <Button icon={<PrinterOutlined aria-hidden />} onClick={() => onPrint(p.guid)}>
              {label('action.print')}
            </Button>
            {allowed.includes('void') && <ProformaStepButton p={p} action="void" />}
          </>
        )
      }
      history={record && { ...record, label: historyLabel }}
      tabs={
        !p
          ? []
          : [
              {
                key: 'basic',
                label: label('tabs.basic'),
                children: (
                  <>
                    <Descriptions bordered size="small" column={2}>
                      <Descriptions.Item label={label('invoiceNumber')}>
                        {p.invoiceNumber ?? label('unnumbered')}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('state')}>
                        <ProformaStateTag state={p.state} />
                      </Descriptions.Item>
                      <Descriptions.Item label={label('projectTitle')} span={2}>
                        <Link to={`/project/projectInfo?guid=${p.projectGuid}`}>
                          {`${p.projectNumber} ${p.projectTitle}`}
                        </Link>
                      </Descriptions.Item>
                      <Descriptions.Item label={label('customerName')} span={2}>
                        {p.customerName}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('issueDate')}>
                        {p.issueDate ?? '—'}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('validUntil')}>
                        {p.validUntil ?? `${p.validityDays}`}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('subtotal')}>
                        {formatFen(p.subtotal)}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('tax')}>{formatFen(p.tax)}</Descriptions.Item>
                      <Descriptions.Item label={label('total')}>
                        <strong>{formatFen(p.total)}</strong>
                      </Descriptions.Item>
                      <Descriptions.Item label={label('validityDays')}>
                        {p.validityDays}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('totalInWords')} span={2}>
                        {p.totalInWords}
                      </Descriptions.Item>
                      {p.formalInvoiceNumber ? (
                        <Descriptions.Item label={label('formalInvoiceNumber')} span={2}>
                          {p.formalInvoiceNumber}
                        </Descriptions.Item>
                      ) : null}
                      {p.voidReason ? (
                        <Descriptions.Item label={label('voidReason')} span={2}>
                          {p.voidReason}
                        </Descriptions.Item>
                      ) : null}
                      <Descriptions.Item label={label('remark')} span={2}>
                        {p.remark || '—'}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('handlerName')}>
                        {p.handlerName}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('createdAt')}>
                        {formatDateTime(p.createdAt)}
                      </Descriptions.Item>
                    </Descriptions>
                    <h3 style={{ fontSize: 14, margin: '16px 0 8px' }}>{label('lines')}</h3>
                    <ProformaLinesTable lines={p.lines} label={label('lines')} />
                  </>
                ),
              },
            ]
      }
    />
  )
}
