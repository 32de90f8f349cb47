import { DownOutlined } from '@ant-design/icons'
import { CONTRACT_PLACEHOLDERS } from '@app/contracts'
import { Button, Dropdown } from 'antd'
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

/** /system/contractTemplate: the text contracts are drafted from, with placeholders (合同模板). */
export const Component = () => {
  const r = useResourceScreen(contractTemplateApi, { nameOf: (row) => row.name })
  return (
    <ResourceScreen
      screen={r}
      scrollX={1100}
      dialogWidth={DIALOG_WIDTH.wide}
      columns={[
        r.col.text('name', { width: 180 }),
        r.col.dict('contractType', TYPE_DICT, { width: 140 }),
        { ...r.col.render('content', (v: string) => plainText(v)), ellipsis: true },
        r.col.text('sort', { width: 100 }),
        r.col.status(),
        r.col.updatedAt(),
        r.col.actions(),
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
