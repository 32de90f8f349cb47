// Adds (or replaces) keys in all four locale files at once, keeping them in step
// (src/locales.test.ts checks the same keys and placeholders in each).
//
//   node apps/web/scripts/add-locale-keys.mjs keys.json
//
// keys.json: { "system.user.title": { "zh": "用户管理", "en": "Users", "es": "Usuarios", "ja": "ユーザー" } }
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const LANGUAGES = ['zh', 'en', 'es', 'ja']
const dir = join(dirname(fileURLToPath(import.meta.url)), '../src')
const source = process.argv[2]
if (!source) {
  console.error('usage: add-locale-keys.mjs keys.json')
  process.exit(2)
}
const keys = JSON.parse(readFileSync(source, 'utf8'))
for (const [key, texts] of Object.entries(keys)) {
  const missing = LANGUAGES.filter((l) => typeof texts[l] !== 'string')
  if (missing.length) throw new Error(`${key}: no text for ${missing.join(', ')}`)
}
for (const lang of LANGUAGES) {
  const file = join(dir, `${lang}.json`)
  const tree = JSON.parse(readFileSync(file, 'utf8'))
  for (const [key, texts] of Object.entries(keys)) {
    const parts = key.split('.')
    let node = tree
    for (const p of parts.slice(0, -1)) {
      if (typeof node[p] !== 'object' || node[p] === null) node[p] = {}
      node = node[p]
    }
    node[parts.at(-1)] = texts[lang]
  }
  // write then rename: a reader never sees half a file
  writeFileSync(`${file}.tmp`, `${JSON.stringify(tree, null, 2)}\n`)
  renameSync(`${file}.tmp`, file)
}
console.info(`${Object.keys(keys).length} keys written to ${LANGUAGES.join(', ')}`)
