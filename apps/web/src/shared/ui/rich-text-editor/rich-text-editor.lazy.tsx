import { Skeleton } from 'antd'
import { lazy, Suspense } from 'react'
import type { RichTextEditorProps } from './rich-text-editor.tsx'

// tiptap and ProseMirror are large: they load with the first editor shown, not with the page
const Editor = lazy(() =>
  import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
)

/** The rich-text editor, its code fetched on first render (a skeleton meanwhile). */
export const LazyRichTextEditor = (props: RichTextEditorProps) => (
  <Suspense fallback={<Skeleton.Input active block style={{ height: 150 }} />}>
    <Editor {...props} />
  </Suspense>
)
