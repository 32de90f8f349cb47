import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/*
 * The import zones of eslint.config.js (docs/house-style.md "Import zones", ADR 019) hold: each
 * case lints a small probe file placed, virtually, inside a zone, and expects exactly the zone's
 * error. The probes exist only in memory (lintText), so they never trip `npm run lint`.
 * The config has no type-aware rules, so one ESLint instance lints all cases quickly.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const eslint = new ESLint({ cwd: repoRoot })

/** The problems ESLint reports for `source` as if it were the file `file` of the repo. */
async function lint(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(repoRoot, file) })
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`)
}

/** A probe that imports one value from `from` and uses it, so no other rule complains. */
const probe = (from: string) => `import { x } from '${from}'\n\nexport const y = x\n`

const WEB = 'apps/web/src'
const SERVER = 'apps/server/src'

const SHARED = 'shared/ has no business knowledge'
const FEATURES = 'features/ may not import subsystems/ or app/'
const SUBSYSTEMS = 'subsystems/ may not import app/'
const GROUP = 'a subsystem group never imports another group'
const SUBSYSTEM = 'a subsystem never imports another subsystem'
const WEB_SERVER = 'the web never imports the server'
const BELOW_MODULES = 'plugins/, lib/ and db/ sit below the modules'
const DB = 'db/ sits below the modules'
const TOP = 'only the composition root'
const PACKAGES = 'packages never import apps'
const GRID_REACT = 'the grid model and interaction are pure TS'

describe('import zones', () => {
  it.each([
    ['shared → features', `${WEB}/shared/utils/zone-probe.ts`, '#web/features/auth/x.ts', SHARED],
    ['shared → app (relative)', `${WEB}/shared/utils/zone-probe.ts`, '../../app/theme.ts', SHARED],
    ['shared → stores', `${WEB}/shared/lib/zone-probe.ts`, '#web/stores/session.ts', SHARED],
    [
      'shared → subsystems',
      `${WEB}/shared/ui/zone-probe.ts`,
      '#web/subsystems/venue/routes.ts',
      SHARED,
    ],
    [
      'features → subsystems',
      `${WEB}/features/auth/zone-probe.ts`,
      '#web/subsystems/venue/system/x.ts',
      FEATURES,
    ],
    ['features → app', `${WEB}/features/auth/zone-probe.ts`, '#web/app/router.tsx', FEATURES],
    [
      'features → app (relative)',
      `${WEB}/features/header-search/zone-probe.ts`,
      '../../app/layout/use-menu-model.ts',
      FEATURES,
    ],
    [
      'subsystems → app',
      `${WEB}/subsystems/venue/dashboard/components/zone-probe.ts`,
      '#web/app/accessible-colour.ts',
      SUBSYSTEMS,
    ],
    [
      'group → another group',
      `${WEB}/subsystems/venue/schedule/zone-probe.ts`,
      '#web/subsystems/venue/dashboard/venue-date.ts',
      GROUP,
    ],
    [
      'group → another group (relative)',
      `${WEB}/subsystems/venue/schedule/screens/zone-probe.ts`,
      '../../system/api/x.ts',
      GROUP,
    ],
    [
      "group → its subsystem's routes.ts",
      `${WEB}/subsystems/venue/dashboard/components/zone-probe.ts`,
      '#web/subsystems/venue/routes.ts',
      GROUP,
    ],
    [
      'subsystem → another subsystem',
      `${WEB}/subsystems/venue/system/screens/zone-probe.ts`,
      '#web/subsystems/service/exhibition/exhibition-paths.ts',
      SUBSYSTEM,
    ],
    ['web → server (package)', `${WEB}/app/zone-probe.ts`, '@app/server', WEB_SERVER],
    [
      'web → server (alias)',
      `${WEB}/features/auth/zone-probe.ts`,
      '#server/plugins/endpoint.ts',
      WEB_SERVER,
    ],
    [
      'plugins → modules',
      `${SERVER}/plugins/zone-probe.ts`,
      '#server/modules/logs/logs.repository.ts',
      BELOW_MODULES,
    ],
    [
      'lib → modules (relative)',
      `${SERVER}/lib/zone-probe.ts`,
      '../modules/identity/session.service.ts',
      BELOW_MODULES,
    ],
    ['db → modules', `${SERVER}/db/zone-probe.ts`, '#server/modules/identity/password.ts', DB],
    ['module → app.ts', `${SERVER}/modules/logs/zone-probe.ts`, '#server/app.ts', TOP],
    ['module → app.ts (relative)', `${SERVER}/modules/users/zone-probe.ts`, '../../app.ts', TOP],
    ['module → routes.ts', `${SERVER}/modules/users/zone-probe.ts`, '#server/routes.ts', TOP],
    ['packages → apps', 'packages/contracts/src/zone-probe.ts', '@app/web', PACKAGES],
    [
      'packages → apps (relative)',
      'packages/schedule-grid/src/react/zone-probe.ts',
      '../../../../apps/web/src/shared/lib/i18n.ts',
      PACKAGES,
    ],
    ['grid model → React', 'packages/schedule-grid/src/model/zone-probe.ts', 'react', GRID_REACT],
    [
      'grid interaction → the grid’s React views',
      'packages/schedule-grid/src/interaction/zone-probe.ts',
      '../react/schedule-grid.tsx',
      GRID_REACT,
    ],
  ])('refuses %s', async (_name, file, from, message) => {
    const problems = await lint(file, probe(from))
    expect(problems).toEqual([expect.stringContaining(message)])
    expect(problems[0]).toMatch(/^no-restricted-imports: /)
  })

  it.each([
    ['features → shared', `${WEB}/features/auth/zone-probe.ts`, '#web/shared/lib/i18n.ts'],
    ['features → stores', `${WEB}/features/auth/zone-probe.ts`, '#web/stores/session.ts'],
    [
      'a group → its own folders (relative)',
      `${WEB}/subsystems/venue/schedule/screens/zone-probe.ts`,
      '../api/schedule-queries.ts',
    ],
    [
      'a group → features',
      `${WEB}/subsystems/venue/system/screens/zone-probe.ts`,
      '#web/features/list-page/x.ts',
    ],
    [
      'a subsystem’s routes.ts → its groups',
      `${WEB}/subsystems/venue/zone-probe.ts`,
      '#web/subsystems/venue/schedule/screens/x.ts',
    ],
    ['app → subsystems', `${WEB}/app/zone-probe.ts`, '#web/subsystems/venue/routes.ts'],
    ['module → plugins', `${SERVER}/modules/logs/zone-probe.ts`, '#server/plugins/endpoint.ts'],
    [
      'module → another module',
      `${SERVER}/modules/logs/zone-probe.ts`,
      '#server/modules/identity/x.ts',
    ],
    ['routes.ts → modules', `${SERVER}/zone-probe.ts`, '#server/modules/logs/logs.service.ts'],
    ['plugins → lib', `${SERVER}/plugins/zone-probe.ts`, '#server/lib/redact.ts'],
    ['grid React views → model', 'packages/schedule-grid/src/react/zone-probe.ts', '../model/x.ts'],
  ])('allows %s', async (_name, file, from) => {
    expect(await lint(file, probe(from))).toEqual([])
  })

  it("allows db/schema.ts to assemble the modules' *.table.ts types", async () => {
    const source =
      "import type { OperLogTable } from '#server/modules/logs/logs.table.ts'\n\n" +
      'export type T = OperLogTable\n'
    expect(await lint(`${SERVER}/db/zone-probe.ts`, source)).toEqual([])
  })
})
