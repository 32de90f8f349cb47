import { type DeclarationFile, DECLARATION_STATE_VALUES, PERMISSIONS } from '@app/contracts'
import { Button, Space } from 'antd'
import { useMemo, useState } from 'react'
import { Permission } from '#web/features/permissions/permission.tsx'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { declarationFileApi } from '#web/subsystems/venue/project/api/declaration-files.ts'
import {
  AuditDialog,
  AuditItemLink,
  type ChecklistProject,
  ChecklistDrawer,
  DeclarationFileLink,
  DeclarationProjectSelect,
  DeclarationStateTag,
  DueDate,
  GenerateDialog,
  RequiredTag,
  UploadItemButton,
} from '#web/subsystems/venue/project/components/declaration-file-parts.tsx'

const P = PERMISSIONS.declarationFile

/**
 * /project/declarationFile (申报文件): the items of every project's checklist, soonest due
 * first, those not passed by their due date flagged 逾期; 上传 and 审核 (通过 / 退回 with a
 * reason) on each; a project's name opens its checklist; 生成清单 makes one from the file
 * templates.
 */
export const Component = () => {
  const r = useResourceScreen(declarationFileApi, {
    nameOf: (row) => row.name,
    labelAs: { projectGuid: 'projectTitle' },
    dateRanges: { due: ['dueFrom', 'dueTo'] },
    keepFilters: ['projectGuid'],
  })
  const [checklist, setChecklist] = useState<ChecklistProject | null>(null)
  const [auditing, setAuditing] = useState<DeclarationFile | null>(null)
  const [generating, setGenerating] = useState(false)
  const editing = r.editing as DeclarationFile | undefined
  const states = useMemo(
    () =>
      DECLARATION_STATE_VALUES.map((s) => ({
        value: s,
        label: r.t(`declarationFile.states.${s}`),
      })),
    [r],
  )
  const yesNo = useMemo(
    () => [
      { value: 1, label: r.t('declarationFile.yes') },
      { value: 0, label: r.t('declarationFile.no') },
    ],
    [r],
  )
  const requiredOptions = useMemo(
    () => [1, 0].map((v) => ({ value: v, label: r.t(`declarationFile.requiredTag.${v}`) })),
    [r],
  )
  return (
    <>
      <ResourceScreen<DeclarationFile>
        screen={r}
        selectable={false}
        scrollX={1500}
        dialogLabelWidth={100}
        columns={[
          r.col.render(
            'projectTitle',
            (title: string, row) => (
              <a
                href={`?projectGuid=${row.projectGuid}`}
                onClick={(e) => {
                  e.preventDefault()
                  setChecklist({ guid: row.projectGuid, title })
                }}
              >
                {title}
              </a>
            ),
            { width: 240 },
          ),
          r.col.render(
            'name',
            (name: string, row) => (
              <Space size={4}>
                <span>{name}</span>
                <RequiredTag required={row.required} />
              </Space>
            ),
            { width: 280 },
          ),
          r.col.render('dueDate', (_: string, row) => <DueDate item={row} />, { width: 160 }),
          r.col.render('state', (s: number) => <DeclarationStateTag state={s} />, { width: 110 }),
          r.col.render('fileName', (_: string, row) => <DeclarationFileLink item={row} />, {
            width: 220,
          }),
          r.col.text('submittedByName', { width: 90 }),
          r.col.ellipsis('returnReason', { width: 200 }),
          r.col.text('auditedByName', { width: 90 }),
          r.col.actions(
            (row) => (
              <>
                <UploadItemButton item={row} />
                <AuditItemLink item={row} onAudit={setAuditing} />
              </>
            ),
            { width: 240, removable: (row) => row.state !== 2 },
          ),
        ]}
        search={[
          r.search.text('keyword', { placeholder: r.t('declarationFile.keywordHint'), width: 220 }),
          r.search.select('state', states, 130),
          r.search.select('overdue', yesNo, 110),
          r.search.dateRange('due'),
        ]}
        toolbar={
          <Permission perms={[P.upload]}>
            <Button onClick={() => setGenerating(true)}>
              {r.t('declarationFile.action.generate')}
            </Button>
          </Permission>
        }
        form={[
          r.field.item(
            'projectGuid',
            <DeclarationProjectSelect
              fixed={
                editing && {
                  value: editing.projectGuid,
                  label: `${editing.projectNumber} ${editing.projectTitle}`,
                }
              }
            />,
            {},
            true,
          ),
          r.field.text('name'),
          r.field.select('required', requiredOptions),
          r.field.date('dueDate'),
        ]}
      />
      <ChecklistDrawer
        project={checklist}
        onClose={() => setChecklist(null)}
        onAudit={setAuditing}
      />
      <GenerateDialog
        open={generating}
        onClose={() => setGenerating(false)}
        onDone={setChecklist}
      />
      <AuditDialog item={auditing} onClose={() => setAuditing(null)} />
    </>
  )
}
