import { describe, expect, it } from 'vitest'
import en from './en.json'
import es from './es.json'
import ja from './ja.json'
import zh from './zh.json'

type Tree = { [key: string]: string | Tree }

const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value)
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v)
  }
  return out
}

const locales = { zh, en, es, ja } as Record<string, Tree>
const source = flatten(zh as Tree)
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()

describe('locale files (style.md §2.10)', () => {
  it.each(['en', 'es', 'ja'])('%s has exactly the keys of zh', (lng) => {
    const keys = [...flatten(locales[lng] as Tree).keys()].sort()
    expect(keys).toEqual([...source.keys()].sort())
  })

  it.each(['zh', 'en', 'es', 'ja'])('%s has no empty text', (lng) => {
    const empty = [...flatten(locales[lng] as Tree)].filter(([, v]) => !v.trim())
    expect(empty).toEqual([])
  })

  it.each(['en', 'es', 'ja'])('%s keeps the placeholders of zh', (lng) => {
    const texts = flatten(locales[lng] as Tree)
    const broken = [...source].filter(
      ([key, zhText]) =>
        JSON.stringify(placeholders(zhText)) !== JSON.stringify(placeholders(texts.get(key) ?? '')),
    )
    expect(broken).toEqual([])
  })

  it('has the top-level namespaces the app and the server use', () => {
    expect(Object.keys(zh)).toEqual(
      expect.arrayContaining(['common', 'venue', 'service', 'credential', 'validation', 'errors']),
    )
  })

  it('translates every validation key the server answers with', () => {
    for (const key of [
      'required',
      'pageSize',
      'passwordHash',
      'routePath',
      'dateRange',
      'sameExhibition',
    ]) {
      expect(source.has(`validation.${key}`)).toBe(true)
    }
  })
})
