import { type DictData, type DictType, TAG_PRESET_COLORS } from '@app/contracts'
import { Button, ColorPicker, Drawer, Flex, Form, Select, Tag, Typography } from 'antd'
import { useState } from 'react'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { dictDataApi, dictTypeApi } from '#web/subsystems/venue/system/api/dictionaries.ts'

// 数据管理 (/system/data-manage): the dictionaries (types) and, in a drawer, the values of
// one. A type that still has values cannot be deleted (the server answers 409 and says
// how many); its values are deleted first. Every write refreshes the ['dict'] cache the
// tags and dropdowns of every screen read (api/dictionaries.ts).

export const Component = () => {
  const r = useResourceScreen(dictTypeApi, {
    nameOf: (row) => row.name,
    invalidAs: { dictType: 'system.dict.typePattern' },
  })
  // the drawer keeps the last dictionary while it slides shut
  const [valuesOf, setValuesOf] = useState<DictType>()
  const [showValues, setShowValues] = useState(false)
  const openValues = (row: DictType) => {
    setValuesOf(row)
    setShowValues(true)
  }
  const valuesTitle = valuesOf
    ? r.t('system.dict.valuesOf', { name: valuesOf.name, dictType: valuesOf.dictType })
    : ''
  const editing = r.dialog.row
  return (
    <>
      <ResourceScreen<DictType>
        screen={r}
        tableLabel={r.t('system.dict.typesTable')}
        scrollX={1300}
        columns={[
          r.col.render(
            'name',
            (v: string, row) => (
              <Typography.Link onClick={() => openValues(row)}>{v}</Typography.Link>
            ),
            { width: 160 },
          ),
          r.col.render('dictType', (v: string) => <Typography.Text code>{v}</Typography.Text>, {
            width: 180,
          }),
          r.col.text('valueCount', { width: 100 }),
          r.col.text('sort', { width: 100 }),
          r.col.status(),
          { ...r.col.text('remark', { width: 200 }), ellipsis: true },
          r.col.updatedAt(),
          r.col.actions(
            (row) => (
              <Button type="link" size="small" onClick={() => openValues(row)}>
                {r.t('system.dict.values')}
              </Button>
            ),
            { width: 200 },
          ),
        ]}
        search={[
          r.search.text('name', { width: 180 }),
          r.search.text('dictType', { width: 180 }),
          r.search.status(),
        ]}
        // the key never changes once created: shown, not edited, and sent as it was
        toBody={(values) => (editing ? { ...values, dictType: editing.dictType } : values)}
        form={[
          r.field.text('name'),
          editing ? (
            <Form.Item
              key="dictType"
              label={r.label('dictType')}
              extra={r.t('system.dict.typeFixed')}
            >
              <Typography.Text code>{editing.dictType}</Typography.Text>
            </Form.Item>
          ) : (
            r.field.text('dictType', { extra: r.t('system.dict.typeHint') })
          ),
          ...r.field.recordTail(),
        ]}
      />
      <Drawer
        open={showValues}
        title={valuesTitle}
        size={960}
        onClose={() => setShowValues(false)}
        destroyOnHidden
      >
        {valuesOf && <DictValues key={valuesOf.guid} type={valuesOf} title={valuesTitle} />}
      </Drawer>
    </>
  )
}

/** A value's tag as every screen shows it. */
const ValueTag = ({ label, color }: { label: string; color: string | null | undefined }) => (
  <Tag color={color ?? undefined}>{label}</Tag>
)

/** The values of one dictionary: a list of its own (not in the URL) inside the drawer. */
const DictValues = ({ type, title }: { type: DictType; title: string }) => {
  const r = useResourceScreen(dictDataApi, {
    nameOf: (row) => row.label,
    local: { dictType: type.dictType },
    keepFilters: ['dictType'],
    invalidAs: { color: 'system.dict.colorInvalid' },
  })
  // a colour from the picker joins the options
  const color = Form.useWatch<string | null | undefined>('color', r.form)
  return (
    <ResourceScreen<DictData>
      screen={r}
      embedded
      tableLabel={title}
      fileName={type.name}
      columns={[
        r.col.render('label', (v: string, row) => <ValueTag label={v} color={row.color} />),
        r.col.text('value', { width: 150 }),
        r.col.text('color', { width: 110 }),
        r.col.text('sort', { width: 90 }),
        { ...r.col.status(), width: 90 },
        { ...r.col.text('remark'), ellipsis: true },
        // the drawer's table does not scroll sideways: nothing is pinned
        { ...r.col.actions(undefined, { width: 130 }), fixed: undefined },
      ]}
      search={[r.search.text('label')]}
      toBody={(values) => ({ ...values, dictType: type.dictType })}
      form={[
        r.field.text('label'),
        r.field.text('value'),
        // the label names the select: antd gives it the id <form name>_color
        <Form.Item
          key="color"
          label={r.label('color')}
          htmlFor={`${r.api.names.labels}.form_color`}
        >
          <Flex gap={8} align="center">
            <Form.Item
              name="color"
              noStyle
              rules={r.rulesOf('color')}
              // a cleared select answers undefined; no colour is null in the body
              normalize={(c?: string) => c ?? null}
            >
              <Select
                allowClear
                style={{ width: 220 }}
                placeholder={r.t('system.dict.plainTag')}
                options={tagColorOptions(color)}
              />
            </Form.Item>
            <ColorPicker
              aria-label={r.t('system.dict.customColor')}
              format="hex"
              disabledAlpha
              onChangeComplete={(c) => r.form.setFieldValue('color', c.toHexString())}
            />
          </Flex>
        </Form.Item>,
        <Form.Item key="preview" label={r.t('system.dict.preview')} shouldUpdate>
          {() => (
            <ValueTag
              label={(r.form.getFieldValue('label') as string | undefined) || r.label('label')}
              color={r.form.getFieldValue('color') as string | null}
            />
          )}
        </Form.Item>,
        ...r.field.recordTail(),
      ]}
    />
  )
}

/** antd's preset tag colours, each shown as its tag; a hex from the picker shows as typed. */
const tagColorOptions = (value: string | null | undefined) => {
  const colors: string[] = [...TAG_PRESET_COLORS]
  if (value && !colors.includes(value)) colors.unshift(value)
  return colors.map((c) => ({ value: c, label: <Tag color={c}>{c}</Tag> }))
}
