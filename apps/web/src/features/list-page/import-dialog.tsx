import { InboxOutlined } from '@ant-design/icons'
import type { Endpoint, ImportResult, ImportRowBase } from '@app/contracts'
import { useQueryClient } from '@tanstack/react-query'
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
import type { z } from 'zod'
import { useTranslation } from 'react-i18next'
import { DIALOG_WIDTH } from '#web/features/list-page/form-dialog.tsx'
import { downloadFile, uploadTo } from '#web/shared/lib/api-client.ts'
import { notify } from '#web/shared/lib/notify.ts'

interface ImportDialogProps<R extends ImportRowBase> {
  open: boolean
  onClose: () => void
  /** 用户导入 … */
  title: string
  /** The template download (POST, .xlsx) and the import (multipart; 0/1 dryRun, updateSupport). */
  endpoints: {
    importTemplate: Endpoint
    importData: Endpoint<z.ZodType, undefined, z.ZodType<ImportResult<R>>>
  }
  /** The template's file name, before `_<time>.xlsx`. */
  templateName: string
  /** The query key of the lists the rows go to, refreshed once they were written. */
  refresh: readonly unknown[]
  /** The label of 更新已经存在的数据; without it the dialog offers no update. */
  updateSupportLabel?: string
  /** The report's columns naming each row's record (between 行号 and 结果). */
  recordColumns: TableColumnsType<R>
  /** Shown above the report once the rows are written (first passwords …). */
  writtenNotice?: (report: ImportResult<R>) => ReactNode
  maxRows: number
}

const ACTION_COLOURS = { create: 'success', update: 'processing', error: 'error' } as const

/**
 * 导入 (docs/product/list-screens.md "Import"): choose an .xlsx made from the template, 预检 checks
 * every row and reports each problem on its row and column without writing anything, and
 * 确认导入 writes them all at once, only when none failed.
 */
export const ImportDialog = <R extends ImportRowBase>({
  open,
  onClose,
  title,
  endpoints,
  templateName,
  refresh,
  updateSupportLabel,
  recordColumns,
  writtenNotice,
  maxRows,
}: ImportDialogProps<R>) => {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [file, setFile] = useState<File | null>(null)
  const [updateSupport, setUpdateSupport] = useState(false)
  const [report, setReport] = useState<ImportResult<R> | null>(null)
  const [busy, setBusy] = useState(false)
  const [onlyErrors, setOnlyErrors] = useState(false)

  const reset = () => {
    setFile(null)
    setReport(null)
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
      const flags = { dryRun: dryRun ? 1 : 0, updateSupport: updateSupport ? 1 : 0 }
      const answer = await uploadTo(endpoints.importData, file, flags, file.name)
      setReport(answer)
      setOnlyErrors(answer.failed > 0)
      if (answer.written) {
        notify('success', t('common.import.done', { n: answer.total }), 3)
        void client.invalidateQueries({ queryKey: refresh })
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
  const shown =
    report && onlyErrors ? report.rows.filter((r) => r.action === 'error') : report?.rows

  return (
    <Modal
      open={open}
      title={title}
      width={report ? DIALOG_WIDTH.wide : DIALOG_WIDTH.normal}
      onCancel={close}
      footer={
        report?.written ? (
          <Button type="primary" onClick={close}>
            {t('common.dialog.close')}
          </Button>
        ) : (
          // before a check: 取消 / 预检; after one: 重新选择文件 / 确认导入 (only when no row failed)
          <Space>
            <Button onClick={report ? reset : close} disabled={busy}>
              {t(report ? 'common.import.reselect' : 'common.dialog.cancel')}
            </Button>
            <Button
              type="primary"
              loading={busy}
              disabled={report ? report.failed > 0 : !file}
              onClick={() => void run(!report)}
            >
              {t(report ? 'common.import.confirm' : 'common.import.check')}
            </Button>
          </Space>
        )
      }
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {report ? (
          <>
            <Alert
              showIcon
              type={report.failed > 0 ? 'error' : 'success'}
              title={t('common.import.summary', { ...report })}
              description={
                report.written
                  ? writtenNotice?.(report)
                  : t(report.failed > 0 ? 'common.import.hasErrors' : 'common.import.ready', {
                      ...report,
                    })
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
          </>
        ) : (
          <>
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
              <Checkbox
                checked={updateSupport}
                onChange={(e) => setUpdateSupport(e.target.checked)}
              >
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
                  void downloadFile(
                    endpoints.importTemplate,
                    {},
                    `${templateName}_${Date.now()}.xlsx`,
                  )
                }
              >
                {t('common.import.template')}
              </Button>
            </Typography.Text>
          </>
        )}
      </Space>
    </Modal>
  )
}
