import { InboxOutlined } from '@ant-design/icons'
import type { Endpoint } from '@app/contracts'
import {
  Alert,
  Button,
  Checkbox,
  Modal,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
  Upload,
  type TableColumnsType,
} from 'antd'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DIALOG_WIDTH } from '#web/features/list-page/form-dialog.tsx'
import { downloadFile } from '#web/shared/lib/api-client.ts'
import { notify } from '#web/shared/lib/notify.ts'

/** One data row of an import report (the server's per-row answer). */
export interface ImportReportRow {
  row: number
  action: 'create' | 'update' | 'error'
  errors: { column: string; message: string }[]
}

/** An import's answer: all or nothing, `written` only when every row was good. */
export interface ImportReport<R extends ImportReportRow> {
  written: boolean
  total: number
  created: number
  updated: number
  failed: number
  rows: R[]
}

interface ImportDialogProps<R extends ImportReportRow> {
  open: boolean
  onClose: () => void
  /** 用户导入 … */
  title: string
  /** The template download (POST, .xlsx) and the name it is saved under (before `.xlsx`). */
  template: { endpoint: Endpoint; fileName: string }
  /** Sends the file: a dry run first, then the real import. */
  send: (
    file: File,
    options: { dryRun: boolean; updateSupport: boolean },
  ) => Promise<ImportReport<R>>
  /** The label of 更新已经存在的数据; without it the dialog offers no update. */
  updateSupportLabel?: string
  /** The report's columns naming each row's record (between 行号 and 结果). */
  recordColumns: TableColumnsType<R>
  /** Shown above the report once the rows are written (first passwords …). */
  writtenNotice?: (report: ImportReport<R>) => ReactNode
  /** Called once rows were written (refresh the list). */
  onWritten: () => void
  maxRows: number
}

const ACTION_COLOURS = { create: 'success', update: 'processing', error: 'error' } as const

/**
 * 导入 (docs/product/list-screens.md "Import"): choose an .xlsx made from the template, 预检 checks
 * every row and reports each problem on its row and column without writing anything, and
 * 确认导入 writes them all at once, only when none failed.
 */
export const ImportDialog = <R extends ImportReportRow>({
  open,
  onClose,
  title,
  template,
  send,
  updateSupportLabel,
  recordColumns,
  writtenNotice,
  onWritten,
  maxRows,
}: ImportDialogProps<R>) => {
  const { t } = useTranslation()
  const [file, setFile] = useState<File | null>(null)
  const [updateSupport, setUpdateSupport] = useState(false)
  const [report, setReport] = useState<ImportReport<R> | null>(null)
  const [busy, setBusy] = useState(false)
  const [onlyErrors, setOnlyErrors] = useState(false)

  const reset = () => {
    setFile(null)
    setReport(null)
    setOnlyErrors(false)
  }
  const close = () => {
    if (busy) return
    reset()
    setUpdateSupport(false)
    onClose()
  }
  const run = async (dryRun: boolean) => {
    if (!file || busy) return
    setBusy(true)
    try {
      const answer = await send(file, { dryRun, updateSupport })
      setReport(answer)
      setOnlyErrors(answer.failed > 0)
      if (answer.written) {
        notify('success', t('common.import.done', { n: answer.total }), 3)
        onWritten()
      }
    } catch {
      // the client has already said why (not an .xlsx, not the template, …)
    } finally {
      setBusy(false)
    }
  }

  const columns: TableColumnsType<R> = [
    { key: 'row', dataIndex: 'row', title: t('common.import.row'), width: 70 },
    ...recordColumns,
    {
      key: 'action',
      dataIndex: 'action',
      title: t('common.import.result'),
      width: 90,
      render: (action: R['action']) => (
        <Tag color={ACTION_COLOURS[action]}>{t(`common.import.actions.${action}`)}</Tag>
      ),
    },
    {
      key: 'errors',
      dataIndex: 'errors',
      title: t('common.import.problems'),
      render: (errors: R['errors']) =>
        errors.map((e, i) => (
          <div key={i}>
            <Typography.Text type="danger">
              {e.column}：{e.message}
            </Typography.Text>
          </div>
        )),
    },
  ]
  const counts = report
    ? {
        total: report.total,
        created: report.created,
        updated: report.updated,
        failed: report.failed,
      }
    : undefined
  const shown =
    report && onlyErrors ? report.rows.filter((r) => r.action === 'error') : report?.rows

  const footer = report?.written ? (
    <Button type="primary" onClick={close}>
      {t('common.dialog.close')}
    </Button>
  ) : report ? (
    <Space>
      <Button onClick={reset} disabled={busy}>
        {t('common.import.reselect')}
      </Button>
      <Button
        type="primary"
        loading={busy}
        disabled={report.failed > 0}
        onClick={() => void run(false)}
      >
        {t('common.import.confirm')}
      </Button>
    </Space>
  ) : (
    <Space>
      <Button onClick={close}>{t('common.dialog.cancel')}</Button>
      <Button type="primary" loading={busy} disabled={!file} onClick={() => void run(true)}>
        {t('common.import.check')}
      </Button>
    </Space>
  )

  return (
    <Modal
      open={open}
      title={title}
      width={report ? DIALOG_WIDTH.wide : DIALOG_WIDTH.normal}
      onCancel={close}
      footer={footer}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {report ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert
            showIcon
            type={report.failed > 0 ? 'error' : 'success'}
            message={t('common.import.summary', counts)}
            description={
              report.written
                ? writtenNotice?.(report)
                : t(report.failed > 0 ? 'common.import.hasErrors' : 'common.import.ready', counts)
            }
          />
          {report.failed > 0 && (
            <Space>
              <Switch
                size="small"
                checked={onlyErrors}
                onChange={setOnlyErrors}
                aria-label={t('common.import.onlyErrors')}
              />
              <span>{t('common.import.onlyErrors')}</span>
            </Space>
          )}
          <Table<R>
            aria-label={t('common.import.report')}
            rowKey="row"
            size="small"
            columns={columns}
            dataSource={shown}
            pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
            scroll={{ y: 420 }}
          />
        </Space>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Upload.Dragger
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            maxCount={1}
            fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              if (!chosen.name.toLowerCase().endsWith('.xlsx')) {
                notify('error', t('common.import.notXlsx'), 3)
              } else setFile(chosen)
              return Upload.LIST_IGNORE
            }}
            onRemove={() => setFile(null)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">{t('common.import.dragText')}</p>
          </Upload.Dragger>
          {updateSupportLabel && (
            <Checkbox checked={updateSupport} onChange={(e) => setUpdateSupport(e.target.checked)}>
              {updateSupportLabel}
            </Checkbox>
          )}
          <Typography.Text type="secondary">
            {t('common.import.hint', { max: maxRows })}{' '}
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              onClick={() =>
                void downloadFile(template.endpoint, {}, `${template.fileName}_${Date.now()}.xlsx`)
              }
            >
              {t('common.import.template')}
            </Button>
          </Typography.Text>
        </Space>
      )}
    </Modal>
  )
}
