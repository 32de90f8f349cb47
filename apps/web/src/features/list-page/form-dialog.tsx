import { fieldErrorsSchema } from '@app/contracts'
import { Form, Modal, type FormInstance } from 'antd'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PREVENT_DOUBLE_CLICK_MS } from '#web/shared/hooks/use-prevent-double-click.ts'
import { ApiError } from '#web/shared/lib/api-client.ts'

/** spec: the two dialog widths. */
export const DIALOG_WIDTH = { normal: 528, wide: 1286 } as const

interface FormDialogProps<V extends object> {
  open: boolean
  title: string
  form: FormInstance<V>
  /** Values the form opens with (the record being edited, or the defaults of a new one). */
  initialValues?: Partial<V>
  /** Saves; a rejection keeps the dialog open (the client has already said why). */
  onSubmit: (values: V) => Promise<unknown>
  onClose: () => void
  width?: number
  /** Prefixes field ids (labels must stay tied to their own dialog's fields). */
  name: string
  children: ReactNode
  /** Label width of the horizontal form. */
  labelWidth?: number
}

/**
 * The add/edit dialog of a resource (docs/product/list-screens.md "Add and edit dialog"): client
 * rules on the fields, the server's field messages (a 400's `data.fields`) shown on
 * their fields, a sent save guarded against double clicks (2000 ms), and the dialog stays open
 * with what was typed when saving fails (a 409 "changed by someone else" included).
 */
export const FormDialog = <V extends object>({
  open,
  title,
  form,
  initialValues,
  onSubmit,
  onClose,
  width = DIALOG_WIDTH.normal,
  name,
  children,
  labelWidth = 100,
}: FormDialogProps<V>) => {
  const { t } = useTranslation()
  const [saving, setSaving] = useState(false)

  // docs/product/shell.md "Calls and answer codes": a second save within 2000 ms of one that was
  // sent is ignored. A click the field rules refused sent nothing, so it does not count.
  const lastSentAt = useRef(Number.NEGATIVE_INFINITY)
  // each opening is a new form: the guard is about this one's double clicks
  useEffect(() => {
    if (!open) return
    lastSentAt.current = Number.NEGATIVE_INFINITY
    // Each opening shows exactly its own record. The screen keeps one form store for add and
    // edit, and antd reads `initialValues` into it only when the <Form> mounts, keeping what
    // the store already holds. Here (destroyOnHidden) the <Form> is not mounted yet: the
    // store still holds the last opening's values and resetFields() goes back to the last
    // opening's initialValues. setFieldsValue only sets the keys it is given, so a field the
    // new record leaves out (a new record has no name) kept the edited row's value. So every
    // key, the store's and this record's, is set to this opening's value.
    form.resetFields()
    const values = (initialValues ?? {}) as Record<string, unknown>
    const names = new Set([
      ...Object.keys(form.getFieldsValue(true) as Record<string, unknown>),
      ...Object.keys(values),
    ])
    form.setFields(
      [...names].map((name) => ({ name, value: values[name] })) as Parameters<
        typeof form.setFields
      >[0],
    )
    // only on opening: the record shown must not change under the user's typing
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])
  const submit = () => {
    void (async () => {
      let values: V
      try {
        values = await form.validateFields()
      } catch {
        return // the fields show what is wrong
      }
      if (saving || Date.now() - lastSentAt.current < PREVENT_DOUBLE_CLICK_MS) return
      lastSentAt.current = Date.now()
      setSaving(true)
      try {
        await onSubmit(values)
      } catch (error) {
        showFieldErrors(form, error)
      } finally {
        setSaving(false)
      }
    })()
  }

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      cancelText={t('common.dialog.cancel')}
      okText={t('common.dialog.ok')}
      confirmLoading={saving}
      onOk={submit}
    >
      <Form<V>
        form={form}
        name={name}
        layout="horizontal"
        labelCol={{ flex: `${labelWidth}px` }}
        labelWrap
        initialValues={initialValues}
        preserve={false}
        onFinish={submit}
        style={{ marginTop: 16 }}
      >
        {children}
        {/* Enter in a field submits */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  )
}

/** A 400 naming fields puts each message under its field (fields not on the form are left alone). */
const showFieldErrors = <V extends object>(form: FormInstance<V>, error: unknown) => {
  if (!(error instanceof ApiError)) return
  const parsed = fieldErrorsSchema.safeParse(error.data)
  if (!parsed.success) return
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>))
  form.setFields(
    Object.entries(parsed.data.fields)
      .filter(([field]) => known.has(field.split('.')[0] ?? field))
      .map(([field, message]) => ({
        name: field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        errors: [message],
      })) as Parameters<typeof form.setFields>[0],
  )
}
