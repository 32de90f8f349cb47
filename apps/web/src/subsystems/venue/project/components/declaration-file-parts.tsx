import { API, type DeclarationFile, PERMISSIONS, DECLARATION_STATES } from '@app/contracts'
import {
  Button,
  Drawer,
  Form,
  Input,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SUCCESS_SECONDS } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { Permission, useHasPermission } from '#web/features/permissions/permission.tsx'
import { DocumentUpload } from '#web/features/document-upload/document-upload.tsx'
import { fileUrl } from '#web/shared/lib/file-url.ts'
import { notify } from '#web/shared/lib/notify.ts'
import {
  declarationFileApi,
  useChecklist,
  useDeclarationProjects,
} from '#web/subsystems/venue/project/api/declaration-files.ts'

// What 申报文件's list and its checklist drawer share: the state and overdue tags, the file
// link, 上传 and 审核 of an item, and 生成清单.

const P = PERMISSIONS.declarationFile
const STATE_COLOURS = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error' } as const

export const DeclarationStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation()
  return (
    <Tag color={STATE_COLOURS[state as keyof typeof STATE_COLOURS]}>
      {t(`declarationFile.states.${state}`)}
    </Tag>
  )
}

/** The due date, flagged 逾期 in red when not passed by then. */
export const DueDate = ({ item }: { item: Pick<DeclarationFile, 'dueDate' | 'overdue'> }) => {
  const { t } = useTranslation()
  return (
    <Space size={4}>
      <span>{item.dueDate ?? '-'}</span>
      {item.overdue && <Tag color="red">{t('declarationFile.overdue')}</Tag>}
    </Space>
  )
}

export const RequiredTag = ({ required }: { required: number }) => {
  const { t } = useTranslation()
  return (
    <Tag color={required ? 'blue' : 'default'}>{t(`declarationFile.requiredTag.${required}`)}</Tag>
  )
}

/** The uploaded file under the name it had, as a download; 未上传 without one. */
export const DeclarationFileLink = ({
  item,
}: {
  item: Pick<DeclarationFile, 'fileUrl' | 'fileName'>
}) => {
  const { t } = useTranslation()
  return item.fileUrl ? (
    <a href={fileUrl(item.fileUrl)} download={item.fileName}>
      {item.fileName}
    </a>
  ) : (
    <Typography.Text type="secondary">{t('declarationFile.noFile')}</Typography.Text>
  )
}

const UPLOADABLE: readonly number[] = [
  DECLARATION_STATES.pending,
  DECLARATION_STATES.submitted,
  DECLARATION_STATES.returned,
]

/** 上传: the file goes through the app's upload call, then becomes the item's (已提交). */
export const UploadItemButton = ({ item }: { item: DeclarationFile }) => {
  const { t } = useTranslation()
  const upload = declarationFileApi.useWrite(API.declarationFiles.upload)
  if (!UPLOADABLE.includes(item.state)) return null
  return (
    <Permission perms={[P.upload]}>
      <DocumentUpload
        type="link"
        size="small"
        aria-label={`${t('declarationFile.action.upload')} ${item.name}`}
        done="declarationFile.uploaded"
        failed="declarationFile.uploadFailed"
        onUploaded={({ fileName, originalName }) =>
          upload.mutateAsync({
            guid: item.guid,
            version: item.version,
            fileUrl: fileName,
            fileName: originalName,
          })
        }
      >
        {t('declarationFile.action.upload')}
      </DocumentUpload>
    </Permission>
  )
}

/** 审核 among an item's links: only a submitted one, only with the permission. */
export const AuditItemLink = ({
  item,
  onAudit,
}: {
  item: DeclarationFile
  onAudit: (item: DeclarationFile) => void
}) => {
  const { t } = useTranslation()
  if (item.state !== DECLARATION_STATES.submitted) return null
  return (
    <Permission perms={[P.audit]}>
      <Button
        type="link"
        size="small"
        aria-label={`${t('declarationFile.action.audit')} ${item.name}`}
        onClick={() => onAudit(item)}
      >
        {t('declarationFile.action.audit')}
      </Button>
    </Permission>
  )
}

type AuditValues = { action: 'approve' | 'return'; comment: string }

/** 审核: 通过, or 退回 with its reason (the server's message on the field when missing). */
export const AuditDialog = ({
  item,
  onClose,
}: {
  item: DeclarationFile | null
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<AuditValues>()
  const audit = declarationFileApi.useWrite(API.declarationFiles.audit)
  const action = Form.useWatch('action', form)
  return (
    <FormDialog<AuditValues>
      name="declarationFile.audit"
      open={item !== null}
      title={t('declarationFile.auditTitle', { name: item?.name ?? '' })}
      form={form}
      initialValues={{ action: 'approve', comment: '' }}
      onClose={onClose}
      onSubmit={async (values) => {
        if (!item) return
        await audit.mutateAsync({ guid: item.guid, version: item.version, ...values })
        notify('success', t('declarationFile.audited'), SUCCESS_SECONDS)
        onClose()
      }}
    >
      <Form.Item label={t('declarationFile.projectTitle')}>{item?.projectTitle}</Form.Item>
      <Form.Item label={t('declarationFile.fileName')}>
        {item && <DeclarationFileLink item={item} />}
      </Form.Item>
      <Form.Item name="action" label={t('declarationFile.result')}>
        <Radio.Group
          options={[
            { value: 'approve', label: t('declarationFile.action.approve') },
            { value: 'return', label: t('declarationFile.action.return') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="comment"
        label={t('declarationFile.comment')}
        rules={[
          {
            required: action === 'return',
            whitespace: true,
            message: t('declarationFile.reasonHint'),
          },
        ]}
        extra={action === 'return' ? t('declarationFile.reasonHint') : undefined}
      >
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </FormDialog>
  )
}

/** The projects a checklist can be generated for, as a type-ahead. */
export const DeclarationProjectSelect = ({
  fixed,
  ...props
}: {
  value?: string
  onChange?: (v: string) => void
  id?: string
  fixed?: { value: string; label: string }
}) => {
  const { t } = useTranslation()
  const [keyword, setKeyword] = useState('')
  const found = useDeclarationProjects(keyword)
  return (
    <Select
      {...props}
      disabled={fixed !== undefined}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.loading}
      placeholder={t('declarationFile.projectHint')}
      options={fixed ? [fixed] : found.options}
      allowClear
    />
  )
}

/** A project as the drawer names it. */
export type ChecklistProject = { guid: string; title: string }

/** 生成清单: a project chosen, its missing items added; its checklist opens after. */
export const GenerateDialog = ({
  open,
  onClose,
  onDone,
}: {
  open: boolean
  onClose: () => void
  onDone: (project: ChecklistProject) => void
}) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<{ projectGuid: string }>()
  const generate = declarationFileApi.useWrite(API.declarationFiles.generate)
  return (
    <FormDialog<{ projectGuid: string }>
      name="declarationFile.generate"
      open={open}
      title={t('declarationFile.generateTitle')}
      form={form}
      width={620}
      onClose={onClose}
      onSubmit={async ({ projectGuid }) => {
        const result = await generate.mutateAsync({ projectGuid })
        notify('success', t('declarationFile.generated', result), SUCCESS_SECONDS)
        onClose()
        // the drawer names the project from its items
        onDone({ guid: projectGuid, title: '' })
      }}
    >
      <Typography.Paragraph type="secondary">
        {t('declarationFile.generateHint')}
      </Typography.Paragraph>
      <Form.Item
        name="projectGuid"
        label={t('declarationFile.projectGuid')}
        rules={[
          {
            required: true,
            message: t('common.list.selectPrefix', { what: t('declarationFile.projectGuid') }),
          },
        ]}
      >
        <DeclarationProjectSelect />
      </Form.Item>
    </FormDialog>
  )
}

/**
 * A project's checklist: each item with its deadline, state, file and reason, 上传 and 审核;
 * how many passed and how many are overdue; 生成清单 again adds what templates it lacks. The
 * list's drawer and the project's 申报文件 tab show it.
 */
export const ChecklistPanel = ({
  projectGuid,
  onAudit,
}: {
  projectGuid: string | null
  onAudit: (item: DeclarationFile) => void
}) => {
  const { t } = useTranslation()
  const list = useChecklist(projectGuid)
  const generate = declarationFileApi.useWrite(API.declarationFiles.generate)
  const canGenerate = useHasPermission([P.upload])
  const items = useMemo(() => list.data?.list ?? [], [list.data])
  const passed = items.filter((i) => i.state === DECLARATION_STATES.approved).length
  const overdue = items.filter((i) => i.overdue).length
  const opening = items[0]?.projectStartDate
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
        <Space size="middle" data-testid="checklist-summary">
          {opening && <span>{t('declarationFile.opening', { date: opening })}</span>}
          <Tag color="success">
            {t('declarationFile.progress', { passed, total: items.length })}
          </Tag>
          {overdue > 0 && (
            <Tag color="red">{t('declarationFile.overdueCount', { count: overdue })}</Tag>
          )}
        </Space>
        {canGenerate && (
          <Button
            loading={generate.isPending}
            onClick={() =>
              projectGuid &&
              void generate
                .mutateAsync({ projectGuid })
                .then((r) => notify('success', t('declarationFile.generated', r), SUCCESS_SECONDS))
                .catch(() => undefined)
            }
          >
            {t('declarationFile.action.generate')}
          </Button>
        )}
      </div>
      <Table<DeclarationFile>
        aria-label={t('declarationFile.checklist')}
        rowKey="guid"
        size="small"
        loading={list.isPending && projectGuid !== null}
        dataSource={items}
        pagination={false}
        scroll={{ x: 900 }}
        columns={[
          {
            key: 'name',
            title: t('declarationFile.name'),
            render: (_, i) => (
              <Space size={4}>
                <span>{i.name}</span>
                <RequiredTag required={i.required} />
              </Space>
            ),
          },
          {
            key: 'dueDate',
            title: t('declarationFile.dueDate'),
            width: 160,
            render: (_, i) => <DueDate item={i} />,
          },
          {
            key: 'state',
            title: t('declarationFile.state'),
            width: 100,
            render: (_, i) => <DeclarationStateTag state={i.state} />,
          },
          {
            key: 'file',
            title: t('declarationFile.fileName'),
            ellipsis: true,
            render: (_, i) => (
              <Space orientation="vertical" size={0}>
                <DeclarationFileLink item={i} />
                {i.returnReason && (
                  <Tooltip title={i.returnReason}>
                    <Typography.Text type="danger">{i.returnReason}</Typography.Text>
                  </Tooltip>
                )}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: t('common.table.actions'),
            width: 160,
            render: (_, i) => (
              <Space size={0}>
                <UploadItemButton item={i} />
                <AuditItemLink item={i} onAudit={onAudit} />
              </Space>
            ),
          },
        ]}
      />
    </>
  )
}

/** A project's checklist over the list of 申报文件. */
export const ChecklistDrawer = ({
  project,
  onClose,
  onAudit,
}: {
  project: ChecklistProject | null
  onClose: () => void
  onAudit: (item: DeclarationFile) => void
}) => {
  const { t } = useTranslation()
  const list = useChecklist(project?.guid ?? null)
  return (
    <Drawer
      open={project !== null}
      onClose={onClose}
      size={1000}
      title={t('declarationFile.checklistOf', {
        title: project?.title || (list.data?.list[0]?.projectTitle ?? ''),
      })}
    >
      <ChecklistPanel projectGuid={project?.guid ?? null} onAudit={onAudit} />
    </Drawer>
  )
}

/** The project detail's 申报文件 tab: its checklist, with 审核 in a dialog of its own. */
export const ProjectChecklistTab = ({ projectGuid }: { projectGuid: string }) => {
  const [auditing, setAuditing] = useState<DeclarationFile | null>(null)
  return (
    <>
      <ChecklistPanel projectGuid={projectGuid} onAudit={setAuditing} />
      <AuditDialog item={auditing} onClose={() => setAuditing(null)} />
    </>
  )
}
