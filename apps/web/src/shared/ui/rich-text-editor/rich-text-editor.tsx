import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons'
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_MB } from '@app/contracts'
import Image from '@tiptap/extension-image'
import Placeholder from '@tiptap/extension-placeholder'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { Button, Flex, Tooltip, theme } from 'antd'
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { uploadFile } from '#web/shared/lib/api-client.ts'
import { fileUrl } from '#web/shared/lib/file-url.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { isBlankRichText, sanitizeRichText } from './sanitize-html.ts'
import './rich-text-editor.css'

const MESSAGE_SECONDS = 3

export interface RichTextEditorProps {
  /** Sanitised HTML. */
  value?: string
  onChange?: (html: string) => void
  /**
   * Largest image accepted, in MB (docs/product/list-screens.md "Rich-text editor":
   * fileSize, 5 by default).
   */
  fileSize?: number
  /** While empty; 请输入<ariaLabel> by default (请输入内容 without a label). */
  placeholder?: string
  /** The editing area's accessible name. */
  ariaLabel?: string
  /** px; the editing area grows beyond it with a scroll bar. */
  minHeight?: number
  disabled?: boolean
  id?: string
  /** More toolbar items, given a function that types text at the cursor (e.g. placeholders). */
  toolbarExtra?: (insertText: (text: string) => void) => ReactNode
}

interface ToolProps {
  label: string
  icon: ReactNode
  active?: boolean
  disabled?: boolean
  onClick: () => void
}

const Tool = ({ label, icon, active, disabled, onClick }: ToolProps) => (
  <Tooltip title={label}>
    <Button
      size="small"
      type={active ? 'primary' : 'text'}
      aria-label={label}
      aria-pressed={active}
      icon={icon}
      disabled={disabled}
      // keep the editor's selection: a toolbar click must not steal the focus first
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    />
  </Tooltip>
)

/**
 * The rich-text field (docs/product/list-screens.md "Rich-text editor"): tiptap with
 * a small toolbar. Images go through the app's upload call (`/xgz/common/upload`, field
 * `file`); a file over `fileSize` MB is refused before sending. The HTML handed out is
 * sanitised. Controlled by `value` / `onChange`, so it sits in an antd Form.Item.
 */
export const RichTextEditor = ({
  value = '',
  onChange,
  fileSize = UPLOAD_MAX_MB,
  placeholder,
  ariaLabel,
  minHeight = 120,
  disabled = false,
  id,
  toolbarExtra,
}: RichTextEditorProps) => {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const fileInput = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  // the last HTML this editor handed out: an echo of it through `value` is no change
  const emitted = useRef(value)
  const onChangeRef = useRef(onChange)
  useLayoutEffect(() => {
    onChangeRef.current = onChange
  })

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: false, codeBlock: false, horizontalRule: false }),
      Image.configure({ inline: false }),
      Placeholder.configure({
        placeholder:
          placeholder ??
          (ariaLabel ? t('common.list.enterPrefix', { what: ariaLabel }) : t('editor.placeholder')),
      }),
    ],
    content: sanitizeRichText(value),
    editable: !disabled,
    editorProps: {
      attributes: {
        'aria-label': ariaLabel ?? t('editor.content'),
        'aria-multiline': 'true',
        role: 'textbox',
        ...(id ? { id } : {}),
        style: `min-height:${minHeight}px;max-height:360px;overflow:auto;padding:4px 11px;outline:none`,
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML()
      const out = isBlankRichText(html) ? '' : sanitizeRichText(html)
      emitted.current = out
      onChangeRef.current?.(out)
    },
  })

  // an outside change (a form reset, another record): show it
  useEffect(() => {
    if (!editor || value === emitted.current) return
    emitted.current = value
    editor.commands.setContent(sanitizeRichText(value), { emitUpdate: false })
  }, [editor, value])

  useEffect(() => {
    editor?.setEditable(!disabled)
  }, [editor, disabled])

  const active = useEditorState({
    editor,
    selector: ({ editor: e }: { editor: Editor | null }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
    }),
  })

  const insertImage = async (file: File) => {
    if (file.size > fileSize * 1024 * 1024) {
      notify('error', t('editor.tooLarge', { size: fileSize }), MESSAGE_SECONDS)
      return
    }
    setUploading(true)
    try {
      const result = await uploadFile(file, file.name)
      if (result.code !== 200 || !result.fileName) throw new Error(result.msg)
      editor
        ?.chain()
        .focus()
        .setImage({ src: fileUrl(result.fileName), alt: file.name })
        .run()
    } catch {
      notify('error', t('editor.insertFailed'), MESSAGE_SECONDS)
    } finally {
      setUploading(false)
    }
  }

  return (
    <div
      className="rich-text-editor"
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
      }}
    >
      <Flex
        role="toolbar"
        aria-label={t('editor.toolbar')}
        gap={2}
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <Tool
          label={t('editor.bold')}
          icon={<BoldOutlined />}
          active={active?.bold}
          disabled={disabled}
          onClick={() => editor?.chain().focus().toggleBold().run()}
        />
        <Tool
          label={t('editor.italic')}
          icon={<ItalicOutlined />}
          active={active?.italic}
          disabled={disabled}
          onClick={() => editor?.chain().focus().toggleItalic().run()}
        />
        <Tool
          label={t('editor.bulletList')}
          icon={<UnorderedListOutlined />}
          active={active?.bulletList}
          disabled={disabled}
          onClick={() => editor?.chain().focus().toggleBulletList().run()}
        />
        <Tool
          label={t('editor.orderedList')}
          icon={<OrderedListOutlined />}
          active={active?.orderedList}
          disabled={disabled}
          onClick={() => editor?.chain().focus().toggleOrderedList().run()}
        />
        <Tool
          label={uploading ? t('editor.uploading') : t('editor.image')}
          icon={<PictureOutlined />}
          disabled={disabled || uploading}
          onClick={() => fileInput.current?.click()}
        />
        <input
          ref={fileInput}
          type="file"
          style={{ display: 'none' }}
          data-testid="rich-text-image-input"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          onChange={(e) => {
            const file = e.target.files?.[0]
            // the same file picked twice must fire again
            e.target.value = ''
            if (file) void insertImage(file)
          }}
        />
        {toolbarExtra?.((text) => editor?.chain().focus().insertContent(text).run())}
      </Flex>
      <EditorContent editor={editor} />
    </div>
  )
}
