import { describe, expect, it } from 'vitest'
import { shellModules } from '../../../shell-chunk.ts'

// A module graph as the bundler reports it: each module's code (after transform) and the
// modules it imports statically. Barrels (antd's and the icons' index files) re-export parts.
const NM = '/repo/node_modules'
const SRC = '/repo/apps/web/src'
const ANTD = `${NM}/antd/es/index.js`
const ICONS = `${NM}/@ant-design/icons/es/index.js`
const ICONS_INNER = `${NM}/@ant-design/icons/es/icons/index.js`
const part = (name: string) => `${NM}/antd/es/${name}/index.js`
const icon = (name: string) => `${NM}/@ant-design/icons/es/icons/${name}.js`

interface Module {
  code: string
  imports: string[]
  isEntry?: boolean
}

const graphOf = (modules: Record<string, Module>) => ({
  getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
  getModuleInfo: (id: string) => {
    const m = modules[id]
    return m ? { isEntry: m.isEntry ?? false, code: m.code, importedIds: m.imports } : null
  },
})

const LAYOUT = `${SRC}/app/layout/basic-layout.tsx`
const DASHBOARD = `${SRC}/subsystems/venue/dashboard/screens/dashboard.screen.tsx`
const LOGIN = `${SRC}/features/auth/screens/login.screen.tsx`

/** The app's shape: an entry, the sign-in screen, the layout and the dashboard. */
const app = (
  layoutCode = 'import { Menu, Typography } from "antd";\nimport { HomeOutlined } from "@ant-design/icons";',
) => ({
  [`${SRC}/app/main.tsx`]: {
    code: 'import { Button } from "antd";',
    imports: [ANTD, `${SRC}/lib/http.ts`],
    isEntry: true,
  },
  [`${SRC}/lib/http.ts`]: { code: '', imports: [] },
  [LOGIN]: { code: 'import { Input } from "antd";', imports: [ANTD, `${SRC}/lib/form-rules.ts`] },
  [`${SRC}/lib/form-rules.ts`]: { code: '', imports: [] },
  [LAYOUT]: {
    code: layoutCode,
    imports: [
      ANTD,
      ICONS,
      `${SRC}/lib/http.ts`,
      `${SRC}/lib/form-rules.ts`,
      `${SRC}/app/layout/menu.tsx`,
    ],
  },
  [`${SRC}/app/layout/menu.tsx`]: { code: '', imports: [] },
  [DASHBOARD]: {
    code: 'import { Card as AntCard } from "antd";',
    imports: [ANTD, `${SRC}/subsystems/venue/dashboard/cards.tsx`],
  },
  [`${SRC}/subsystems/venue/dashboard/cards.tsx`]: { code: '', imports: [] },
  [ANTD]: {
    code: ['Button', 'Input', 'Menu', 'Typography', 'Card', 'Table']
      .map((n) => `export { default as ${n} } from './${n.toLowerCase()}';`)
      .join('\n'),
    imports: ['button', 'input', 'menu', 'typography', 'card', 'table'].map(part),
  },
  ...Object.fromEntries(
    ['button', 'input', 'menu', 'typography', 'card', 'table'].map((n) => [
      part(n),
      // every part draws on antd's shared core, which the entry's Button loads too
      { code: '', imports: [`${NM}/antd/es/_util/core.js`] },
    ]),
  ),
  [`${NM}/antd/es/_util/core.js`]: { code: '', imports: [] },
  [ICONS]: {
    code: 'export * from "./icons";\nexport { default } from "./components/Icon";',
    imports: [ICONS_INNER],
  },
  [ICONS_INNER]: {
    code: "export { default as HomeOutlined } from './HomeOutlined';\nexport { default as StarOutlined } from './StarOutlined';",
    imports: [icon('HomeOutlined'), icon('StarOutlined')],
  },
  [icon('HomeOutlined')]: { code: '', imports: [] },
  [icon('StarOutlined')]: { code: '', imports: [] },
})

describe('the shell chunk', () => {
  it('holds what the layout and the dashboard use and neither the entry nor sign-in does', () => {
    expect([...shellModules(graphOf(app()))].sort()).toEqual(
      [
        LAYOUT,
        `${SRC}/app/layout/menu.tsx`,
        DASHBOARD,
        `${SRC}/subsystems/venue/dashboard/cards.tsx`,
        // the library parts named through the barrels, aliased or not, not the barrels
        part('menu'),
        part('typography'),
        part('card'),
        icon('HomeOutlined'),
      ].sort(),
    )
  })

  it('leaves out what the entry or sign-in reach through a barrel they import', () => {
    const shell = shellModules(graphOf(app()))
    for (const id of [part('button'), part('input'), `${NM}/antd/es/_util/core.js`])
      expect(shell.has(id)).toBe(false)
    // a part nobody on the way names
    expect(shell.has(part('table'))).toBe(false)
    expect(shell.has(icon('StarOutlined'))).toBe(false)
  })

  it('takes nothing of a barrel the layout imports in a way it cannot read', () => {
    const shell = shellModules(graphOf(app('import * as antd from "antd";')))
    expect(shell.has(part('menu'))).toBe(false)
    expect(shell.has(LAYOUT)).toBe(true)
  })

  it('takes the parts it finds when a name is not in the barrel', () => {
    const shell = shellModules(graphOf(app('import { Menu, Nowhere } from "antd";')))
    expect(shell.has(part('menu'))).toBe(true)
    expect(shell.has(ANTD)).toBe(false)
  })

  it('says so when the layout or the dashboard is not where it is looked for', () => {
    const { [DASHBOARD]: _moved, ...rest } = app()
    expect(() => shellModules(graphOf(rest))).toThrow(/expected 2 roots, found 1/)
  })
})
