import { EditOutlined, PrinterOutlined, SendOutlined } from '@ant-design/icons'
import { API, type Contract, type ContractAction, type ContractInstalment } from '@app/contracts'
import { Button, Descriptions, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DocumentUpload } from '#web/features/document-upload/document-upload.tsx'
import { ToolbarButton } from '#web/features/list-page/list-toolbar.tsx'
import { kindWord } from '#web/features/instalments/instalment-kind.ts'
import { RecordDetail } from '#web/features/record-detail/record-detail.tsx'
import { StepButton } from '#web/features/record-detail/step-button.tsx'
import { fileUrl } from '#web/shared/lib/file-url.ts'
import { sanitizeRichText } from '#web/shared/ui/rich-text-editor/sanitize-html.ts'
import { formatFen } from '#web/shared/utils/money.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import { contractApi, useContractStep } from '#web/subsystems/venue/contract/api/contracts.ts'
import {
  CONTRACT_DOC_TYPE,
  ContractStateTag,
  P,
  typeWord,
  useContractHistoryLabel,
  useContractSteps,
} from '#web/subsystems/venue/contract/components/contract-parts.tsx'

/** 签订: the signed scan goes through the app's upload call, then signs the contract. */
const SignButton = ({ c }: { c: Contract }) => {
  const { t } = useTranslation()
  const sign = useContractStep(API.contracts.sign)
  return (
    <DocumentUpload
      type="primary"
      done="contract.signedNotice"
      failed="contract.uploadFailed"
      onUploaded={({ fileName, originalName }) =>
        sign.mutateAsync({
          guid: c.guid,
          version: c.version,
          scanUrl: fileName,
          scanName: originalName,
        })
      }
    >
      {t('contract.signUpload')}
    </DocumentUpload>
  )
}

/** 开始履行 / 完成 (asked first) and 终止 (a reason required). */
const ActButton = ({ c, action }: { c: Contract; action: ContractAction }) => {
  const { t } = useTranslation()
  const act = useContractStep(API.contracts.act)
  const word = t(`contract.action.${action}`)
  return (
    <StepButton
      word={word}
      danger={action === 'terminate'}
      {...(action === 'terminate'
        ? {
            formName: 'contract.terminate',
            field: {
              name: 'comment',
              label: t('contract.terminateReason'),
              required: t('contract.reasonRequired'),
            },
          }
        : { question: t('contract.actConfirm', { action: word, number: c.contractNumber }) })}
      run={({ comment = '' }) =>
        act.mutateAsync({ guid: c.guid, version: c.version, action, comment })
      }
      pending={act.isPending}
      done={t('contract.done')}
    />
  )
}

/** 提交审核: asks first, then submits to the chain for its total. */
const SubmitButton = ({ c }: { c: Contract }) => {
  const { t } = useTranslation()
  const submit = useContractStep(API.contracts.submit)
  return (
    <StepButton
      word={t('contract.action.submit')}
      type="primary"
      icon={<SendOutlined aria-hidden />}
      question={t('contract.submitConfirm', { number: c.contractNumber })}
      run={() => submit.mutateAsync({ guid: c.guid, version: c.version })}
      pending={submit.isPending}
      done={t('contract.submitted')}
    />
  )
}

/** The payment plan as a table: each instalment, its due date and what was received. */
const InstalmentTable = ({ rows }: { rows: readonly ContractInstalment[] }) => {
  const { t } = useTranslation()
  const label = (key: string) => t(`contract.instalment.${key}`)
  return (
    <Table<ContractInstalment>
      size="small"
      rowKey="seq"
      pagination={false}
      dataSource={[...rows]}
      aria-label={t('contract.instalments')}
      columns={[
        { key: 'seq', dataIndex: 'seq', title: label('seq'), width: 70 },
        {
          key: 'kind',
          dataIndex: 'kind',
          title: label('kind'),
          render: (k: string) => kindWord(t, k),
        },
        {
          key: 'ratio',
          dataIndex: 'ratio',
          title: label('ratio'),
          align: 'right',
          render: (r: number) => `${r}%`,
        },
        {
          key: 'amount',
          dataIndex: 'amount',
          title: label('amount'),
          align: 'right',
          render: (a: number) => formatFen(a),
        },
        { key: 'offsetText', dataIndex: 'offsetText', title: label('offsetText') },
        {
          key: 'dueDate',
          dataIndex: 'dueDate',
          title: label('dueDate'),
          render: (d: string | null) => d ?? '—',
        },
        {
          key: 'received',
          dataIndex: 'received',
          title: label('received'),
          align: 'right',
          render: (a: number) => formatFen(a),
        },
      ]}
    />
  )
}

/**
 * A contract's detail: its data, text and payment plan, its approval progress and actions,
 * its documents and history; the actions its state and the user's permissions allow.
 */
export const ContractDetail = ({
  guid,
  onClose,
  onEdit,
  onPrint,
}: {
  guid: string | null
  onClose: () => void
  onEdit: (c: Contract) => void
  /** 打印: the contract on A4 (`?print=`). */
  onPrint: (c: Contract) => void
}) => {
  const { t } = useTranslation()
  const detail = contractApi.useDetail(guid)
  const stepsOf = useContractSteps()
  const historyLabel = useContractHistoryLabel()
  const c = detail.data
  const label = (key: string) => t(`contract.${key}`)
  const allowed = c ? stepsOf(c) : []
  const record = guid && c ? { docType: CONTRACT_DOC_TYPE, docGuid: guid } : undefined
  return (
    <RecordDetail
      open={guid !== null}
      onClose={onClose}
      loading={detail.isPending}
      failed={detail.isError}
      title={c && `${c.contractNumber} ${c.title}`}
      status={c && <ContractStateTag state={c.state} />}
      actions={
        c && (
          <>
            {allowed.includes('submit') && <SubmitButton c={c} />}
            {allowed.includes('edit') && (
              <ToolbarButton
                perm={P.edit}
                word="edit"
                icon={<EditOutlined aria-hidden />}
                onClick={() => onEdit(c)}
              />
            )}
            {allowed.includes('sign') && <SignButton c={c} />}
            <Button icon={<PrinterOutlined aria-hidden />} onClick={() => onPrint(c)}>
              {t('contract.print.button')}
            </Button>
            {(['perform', 'complete', 'terminate'] as const).map(
              (a) => allowed.includes(a) && <ActButton key={a} c={c} action={a} />,
            )}
          </>
        )
      }
      approval={record && { ...record, refresh: [[...contractApi.keys.all], ['projects']] }}
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
                  <>
                    <Descriptions bordered size="small" column={2}>
                      <Descriptions.Item label={label('contractNumber')}>
                        {c.contractNumber}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('type')}>
                        {typeWord(t, c.type)}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('title')} span={2}>
                        {c.title}
                      </Descriptions.Item>
                      {c.parentNumber && (
                        <Descriptions.Item label={label('parentNumber')} span={2}>
                          {c.parentNumber}
                        </Descriptions.Item>
                      )}
                      <Descriptions.Item label={label('projectTitle')} span={2}>
                        <Link to={`/project/projectInfo?guid=${c.projectGuid}`}>
                          {`${c.projectNumber} ${c.projectTitle}`}
                        </Link>
                      </Descriptions.Item>
                      <Descriptions.Item label={label('customerName')} span={2}>
                        {c.customerName}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('amountExclTax')}>
                        {formatFen(c.amountExclTax)}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('taxRate')}>{c.taxRate}</Descriptions.Item>
                      <Descriptions.Item label={label('tax')}>{formatFen(c.tax)}</Descriptions.Item>
                      <Descriptions.Item label={label('total')}>
                        {formatFen(c.total)}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('totalInWords')} span={2}>
                        {c.totalInWords}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('discount')}>
                        {formatFen(c.discount)}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('deposit')}>
                        {formatFen(c.deposit)}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('handlerName')}>
                        {c.handlerName}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('createdAt')}>
                        {formatDateTime(c.createdAt)}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('signedAt')}>
                        {c.signedAt === null ? '—' : formatDateTime(c.signedAt)}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('scanUrl')}>
                        {c.scanUrl ? (
                          <a href={fileUrl(c.scanUrl)} target="_blank" rel="noreferrer">
                            {c.scanName || c.scanUrl}
                          </a>
                        ) : (
                          '—'
                        )}
                      </Descriptions.Item>
                    </Descriptions>
                    <h3 style={{ fontSize: 14, margin: '16px 0 8px' }}>{label('instalments')}</h3>
                    <InstalmentTable rows={c.instalments} />
                  </>
                ),
              },
              {
                key: 'content',
                label: label('content'),
                children: (
                  <div
                    className="contract-content"
                    data-testid="contract-content"
                    // stored sanitised; sanitised again on the way in, the server may be older
                    dangerouslySetInnerHTML={{ __html: sanitizeRichText(c.content) }}
                  />
                ),
              },
            ]
      }
    />
  )
}
