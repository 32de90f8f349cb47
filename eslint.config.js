// One lint config for the whole repository (docs/house-style.md "One gate"): zero warnings allowed.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/*
 * Import zones (docs/house-style.md "Import zones", ADR 019): an arrow means "may import".
 *   web:    app ─▶ subsystems/<s>/<group> ─▶ features ─▶ shared ─▶ packages
 *   server: app.ts, routes.ts ─▶ modules ─▶ plugins, lib, db
 *   packages never import apps; the grid's model/ and interaction/ never import React.
 * Each restriction is a `regex` on the import string that matches both the alias
 * (`#web/app/…`) and a relative path climbing into the zone (`../../app/…`). A later config
 * block's `no-restricted-imports` replaces an earlier one's, so each zone's block carries
 * every restriction that applies to it (`zone()` composes them). The test
 * apps/server/test/lint/boundaries.test.ts breaks each zone and expects these messages.
 */
const WEB = 'apps/web/src'
const SERVER = 'apps/server/src'
const SRC = '{ts,tsx}'

/** An import of `path` (below src/) by the alias or by a relative path that climbs to it. */
const into = (alias, path) => `^(${alias}/|(\\.\\./)+)(${path})`
const rule = (regex, message) => ({ regex, message })
const zone = (files, restrictions, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns: restrictions }] },
})

const webNeverServer = rule(
  '^(@app/server|#server)(/|$)|(^|/)apps/server/|^(\\.\\./)+server/src/',
  'the web never imports the server',
)
const sharedRule = rule(
  into('#web', '(features|subsystems|app|stores)(/|$)'),
  'shared/ has no business knowledge: it imports only shared/ and packages',
)
const featuresRule = rule(
  into('#web', '(subsystems|app)(/|$)'),
  'features/ may not import subsystems/ or app/',
)
const subsystemsRule = rule(into('#web', 'app(/|$)'), 'subsystems/ may not import app/')

// A subsystem group never imports another group or another subsystem: composition happens in
// app/ (and the subsystem's routes.ts). One block per group, read from the tree.
const names = (dir) =>
  readdirSync(join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
const subsystems = names(`${WEB}/subsystems`)
/** An import of any folder of `parent` but `own`: by the alias, or by a relative path naming it. */
const elsewhereIn = (parent, own, message) => {
  const others = names(`${WEB}/${parent}`).filter((n) => n !== own)
  const relative = others.length > 0 ? `|^(\\.\\./)+(${others.join('|')})/` : ''
  return rule(`^#web/${parent}/(?!${own}/)${relative}`, message)
}
const otherSubsystems = (s) =>
  elsewhereIn('subsystems', s, 'a subsystem never imports another subsystem')
const otherGroups = (s, g) =>
  elsewhereIn(
    `subsystems/${s}`,
    g,
    "a subsystem group never imports another group, nor its subsystem's routes.ts",
  )
const webZones = [
  zone([`${WEB}/**/*.${SRC}`], [webNeverServer]),
  zone([`${WEB}/shared/**/*.${SRC}`], [webNeverServer, sharedRule]),
  zone([`${WEB}/features/**/*.${SRC}`], [webNeverServer, featuresRule]),
  ...subsystems.flatMap((s) => [
    zone(
      [`${WEB}/subsystems/${s}/**/*.${SRC}`],
      [webNeverServer, subsystemsRule, otherSubsystems(s)],
    ),
    ...names(`${WEB}/subsystems/${s}`).map((g) =>
      zone(
        [`${WEB}/subsystems/${s}/${g}/**/*.${SRC}`],
        [webNeverServer, subsystemsRule, otherSubsystems(s), otherGroups(s, g)],
      ),
    ),
  ]),
]

const serverTop = rule(
  into('#server', '(app|routes|server)\\.ts$'),
  'only the composition root (app.ts, routes.ts, server.ts) imports app.ts and routes.ts',
)
const belowModules = rule(
  into('#server', 'modules(/|$)'),
  'plugins/, lib/ and db/ sit below the modules and never import them',
)
// db/schema.ts assembles `interface Database` from the modules' *.table.ts
// (docs/house-style.md "Import zones")
const dbBelowModules = rule(
  into('#server', 'modules/(?![^/]+/[^/]+\\.table\\.ts$)'),
  'db/ sits below the modules: it imports only their *.table.ts types',
)
const serverZones = [
  zone([`${SERVER}/modules/**/*.ts`], [serverTop]),
  zone([`${SERVER}/{plugins,lib}/**/*.ts`], [serverTop, belowModules]),
  // the demo seed is built with the domain's own rules (password hashing, the calendar), so it
  // sits above the modules like a test does
  zone([`${SERVER}/db/**/*.ts`], [serverTop, dbBelowModules], [`${SERVER}/db/seed/**`]),
  zone([`${SERVER}/db/seed/**/*.ts`], [serverTop]),
]

const packagesNeverApps = rule(
  '^(@app/(web|server)|#web|#server)(/|$)|(^|/)apps/',
  'packages never import apps',
)
const packageZones = [
  zone(['packages/**/*.{ts,tsx}'], [packagesNeverApps]),
  zone(
    ['packages/schedule-grid/src/{model,interaction}/**/*.{ts,tsx}'],
    [
      packagesNeverApps,
      rule(
        '^(react|react-dom)(/|$)|^(\\.\\./)+react(/|$)',
        'the grid model and interaction are pure TS: they never import React',
      ),
    ],
  ),
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // builds of our own for tests, benches and profiles (dist-e2e-<slot>, dist-bench …)
      '**/dist-*/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // kebab-case file and folder names (docs/house-style.md "Naming")
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    // migrations are named YYYY_MM_DD_HHMM_<verb>_<noun>.ts (docs/house-style.md
    // "Database and migrations"), so they sort by time
    ignores: ['apps/server/src/db/migrations/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  ...webZones,
  ...serverZones,
  ...packageZones,
)
