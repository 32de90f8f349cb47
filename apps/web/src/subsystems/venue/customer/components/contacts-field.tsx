import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { CUSTOMER_CONTACTS_MAX, type CustomerContact, customerSaveSchema } from '@app/contracts'
import { Button, Form, Input, Radio, Space } from 'antd'
import { useTranslation } from 'react-i18next'

/** A contact line as 添加联系人 adds it. */
export const NEW_CONTACT: CustomerContact = {
  name: '',
  title: '',
  mobile: '',
  email: '',
  primary: false,
}

/**
 * 联系人: a line per contact (name, title, mobile, email) and the one primary contact
 * picked by a radio; the list's rules are the save schema's (at least one, one primary).
 */
export const ContactsField = () => {
  const { t } = useTranslation()
  const form = Form.useFormInstance()
  const label = (key: string) => t(`customer.contact.${key}`)
  const enter = (key: string) => t('common.list.enterPrefix', { what: label(key) })
  return (
    <Form.Item label={t('customer.contacts')} required>
      <Form.List
        name="contacts"
        rules={[
          {
            validator: async (_, value: unknown) => {
              const issue = customerSaveSchema.shape.contacts
                .safeParse(value)
                .error?.issues.find((i) => i.path.length === 0)
              if (issue) throw new Error(t(issue.message))
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="start" data-testid="contact-row" wrap={false}>
                <Form.Item
                  name={[field.name, 'name']}
                  rules={[{ required: true, whitespace: true, message: enter('name') }]}
                >
                  <Input
                    aria-label={label('name')}
                    placeholder={label('name')}
                    maxLength={30}
                    style={{ width: 100 }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'title']}>
                  <Input
                    aria-label={label('title')}
                    placeholder={label('title')}
                    maxLength={30}
                    style={{ width: 100 }}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'mobile']}
                  rules={[{ pattern: /^1\d{10}$/, message: t('validation.mobile') }]}
                >
                  <Input
                    aria-label={label('mobile')}
                    placeholder={label('mobile')}
                    maxLength={11}
                    style={{ width: 120 }}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'email']}
                  rules={[{ type: 'email', message: t('validation.invalid') }]}
                >
                  <Input
                    aria-label={label('email')}
                    placeholder={label('email')}
                    maxLength={50}
                    style={{ width: 160 }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'primary']} valuePropName="checked">
                  <Radio
                    style={{ whiteSpace: 'nowrap' }}
                    onChange={() => {
                      // one primary: picking this one unpicks the rest
                      const rows = (form.getFieldValue('contacts') ?? []) as CustomerContact[]
                      form.setFieldValue(
                        'contacts',
                        rows.map((c, i) => ({ ...c, primary: i === index })),
                      )
                      void form.validateFields([['contacts']])
                    }}
                  >
                    {label('primary')}
                  </Radio>
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`${label('remove')} ${index + 1}`}
                  disabled={fields.length <= 1}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              disabled={fields.length >= CUSTOMER_CONTACTS_MAX}
              onClick={() => add({ ...NEW_CONTACT, primary: fields.length === 0 })}
            >
              {label('add')}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  )
}
