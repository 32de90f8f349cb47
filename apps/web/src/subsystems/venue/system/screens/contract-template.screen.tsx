import { DownOutlined } from '@ant-design/icons'
import { CONTRACT_PLACEHOLDERS, PERMISSIONS } from '@app/contracts'
import { Button, Dropdown, Segmented } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useHasPermission } from '#web/features/permissions/permission.tsx'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { ApprovalChains } from '#web/subsystems/venue/system/components/approval-chains.tsx'
import type { ReactNode } from 'react'
import { DIALOG_WIDTH } from '#web/features/list-page/form-dialog.tsx'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { LazyRichTextEditor } from '#web/shared/ui/rich-text-editor/rich-text-editor.lazy.tsx'
import { contractTemplateApi } from '#web/subsystems/venue/system/api/templates.ts'

const TYPE_DICT = 'contract_type'

/** The text of the HTML, for the list's preview column. */
const plainText = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''

/** Two fields side by side in the wide dialog. */
const pair = (width: string) => ({ display: 'grid', gridTemplateColumns: width, columnGap: 24 })

type View = 'templates' | 'approvalChain'

/**
 * 合同模板 | 审批流程: the switch between the templates and the approval chains, shown to
 * holders of system:approvalChain:list; the chains' view is `?view=approvalChain`.
 */
const ViewSwitch = ({ view }: { view: View }) => {
  const { t } = useTranslation()
  const [, setParams] = useSearchParams()
  return (
    <Segmented<View>
      aria-label={t('system.approvalChain.view')}
      value={view}
      options={[
        { value: 'templates', label: t('venue.route.contractTemplate') },
        { value: 'approvalChain', label: t('system.approvalChain.title') },
      ]}
      onChange={(next) =>
        setParams(next === 'approvalChain' ? { view: next } : {}, { replace: true })
      }
    />
  )
}

/**
 * /system/contractTemplate: the text contracts are drafted from, with placeholders (合同模板);
 * holders of system:approvalChain:list switch to the approval chains here.
 */
export const Component = () => {
  const [params] = useSearchParams()
  const title = useRouteTitle()
  const mayReadChains = useHasPermission([PERMISSIONS.approvalChain.list])
  const view: View =
    mayReadChains && params.get('view') === 'approvalChain' ? 'approvalChain' : 'templates'
  return view === 'approvalChain' ? (
    <ApprovalChains title={title} toolbar={<ViewSwitch view={view} />} />
  ) : (
    <Templates switcher={mayReadChains && <ViewSwitch view={view} />} />
  )
}

const Templates = ({ switcher }: { switcher: ReactNode }) => {
  const r = useResourceScreen(contractTemplateApi, { nameOf: (row) => row.name })
  return (
    <ResourceScreen
      screen={r}
      toolbar={switcher}
      scrollX={1100}
      dialogWidth={DIALOG_WIDTH.wide}
      columns={[
        r.col.text('name', { width: 180 }),
        r.col.dict('contractType', TYPE_DICT, { width: 140 }),
        { ...r.col.render('content', (v: string) => plainText(v)), ellipsis: true },
        ...r.col.recordTail(),
      ]}
      search={[
        r.search.text('name'),
        r.search.select('contractType', TYPE_DICT),
        r.search.status(),
      ]}
      form={
        <>
          <div style={pair('360px 220px')}>
            {r.field.text('name')}
            {r.field.select('contractType', TYPE_DICT)}
          </div>
          {r.field.item(
            'content',
            <LazyRichTextEditor
              ariaLabel={r.label('content')}
              minHeight={320}
              toolbarExtra={(insert) => (
                <Dropdown
                  menu={{
                    items: CONTRACT_PLACEHOLDERS.map((p) => ({ key: p, label: p })),
                    onClick: ({ key }) => insert(key),
                  }}
                >
                  <Button size="small" type="text">
                    {r.label('placeholder')} <DownOutlined aria-hidden />
                  </Button>
                </Dropdown>
              )}
            />,
          )}
          <div style={pair('160px 160px')}>
            {r.field.number('sort')}
            {r.field.status()}
          </div>
          {r.field.textarea('remark', 2)}
        </>
      }
    />
  )
}
