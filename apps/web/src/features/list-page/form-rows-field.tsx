import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  Button,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  type InputNumberProps,
  type InputProps,
  type SelectProps,
} from 'antd'
import { Fragment, useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** A field of each row, with its control: a text, a select or a whole number (unless `precision`). */
export type RowCell<T> = {
  name: keyof T & string
  /** Its label's key under `labels` when not its name: the control's aria-label and placeholder. */
  label?: string
  width: number
  /** Text before it (the dash between two times). */
  before?: string
  /** A fault of its value against the rest of its row, as its message. */
  check?: (value: unknown, row: Partial<T>) => string | undefined
} & ({ input: InputProps } | { select: SelectProps } | { number: InputNumberProps<number> })

export interface FormRowsFieldProps<T> {
  /** The form's list field; labelled `<labels>.<name>`. */
  name: string
  /** Where the words hang (`system.scheduleTemplate`). */
  labels: string
  cells: readonly RowCell<T>[]
  /** The keys of 添加 and 删除 under `labels`. */
  add: string
  remove: string
  newRow: Partial<T>
  /** Most rows (添加 is disabled then); the last row cannot be removed. */
  max: number
  /** A fault of the whole list (a total over its limit), as its message. */
  check: (rows: Partial<T>[]) => string | undefined
  /** Beside 添加: the running total. */
  summary: (rows: Partial<T>[]) => ReactNode
  rowTestId: string
}

const fail = (problem: string | undefined) => {
  if (problem) throw new Error(problem)
}

/**
 * An editable list inside a form (a schedule template's day parts, a payment plan's
 * instalments): a line of required fields per row with its 删除, then 添加 and the running
 * total, and the list's own message under them.
 */
export const FormRowsField = <T,>(p: FormRowsFieldProps<T>) => {
  const { t } = useTranslation()
  const form = Form.useFormInstance()
  const rows = (Form.useWatch(p.name, form) ?? []) as Partial<T>[]
  const rowsKey = JSON.stringify(rows)
  // the list's message (a total, an overlap) is checked again as soon as the rows change
  useEffect(() => {
    if (form.getFieldError([p.name]).length) form.validateFields([[p.name]]).catch(() => undefined)
  }, [form, p.name, rowsKey])

  const cellOf = (cell: RowCell<T>, row: number) => {
    const label = t(`${p.labels}.${cell.label ?? cell.name}`)
    const own = { 'aria-label': label, placeholder: label, style: { width: cell.width } }
    const prefix = 'select' in cell ? 'common.list.selectPrefix' : 'common.list.enterPrefix'
    const others = p.cells.filter((c) => c !== cell).map((c) => [p.name, row, c.name])
    return (
      <Fragment key={cell.name}>
        {cell.before && <span style={{ lineHeight: '32px' }}>{cell.before}</span>}
        <Form.Item
          name={[row, cell.name]}
          dependencies={cell.check && others}
          // one validator: antd's `whitespace` would refuse a number as not being text
          rules={[
            ({ getFieldValue }) => ({
              required: true,
              validator: async (_, value) =>
                fail(
                  value === undefined || value === null || String(value).trim() === ''
                    ? t(prefix, { what: label })
                    : cell.check?.(value, getFieldValue([p.name, row]) as Partial<T>),
                ),
            }),
          ]}
        >
          {'select' in cell ? (
            <Select {...own} {...cell.select} />
          ) : 'number' in cell ? (
            <InputNumber<number> precision={0} {...own} {...cell.number} />
          ) : (
            <Input {...own} {...cell.input} />
          )}
        </Form.Item>
      </Fragment>
    )
  }

  return (
    <Form.Item label={t(`${p.labels}.${p.name}`)} required>
      <Form.List
        name={p.name}
        rules={[{ validator: async (_, value?: Partial<T>[]) => fail(p.check(value ?? [])) }]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map(({ key, name: row }) => (
              <Space key={key} align="start" size={8} data-testid={p.rowTestId}>
                {p.cells.map((cell) => cellOf(cell, row))}
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t(`${p.labels}.${p.remove}`)}
                  disabled={fields.length <= 1}
                  onClick={() => remove(row)}
                />
              </Space>
            ))}
            <Space size={16} align="center">
              <Button
                type="dashed"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => add(p.newRow)}
                disabled={fields.length >= p.max}
              >
                {t(`${p.labels}.${p.add}`)}
              </Button>
              {p.summary(rows)}
            </Space>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  )
}
