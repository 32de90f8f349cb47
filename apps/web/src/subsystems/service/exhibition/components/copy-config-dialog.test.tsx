import { setUpScreenTests } from '#web/testing/render-app.tsx'
import { API, PERMISSIONS } from '@app/contracts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { rowWith } from '#web/features/logs/testing/open-log-screen.tsx'
import {
  EXHIBITION_PERMISSIONS,
  exhibitionRow,
  openServiceScreen,
} from '#web/subsystems/service/exhibition/testing/open-exhibition-screen.tsx'
import { envelope, type Reply } from '#web/testing/fake-adapter.ts'

const LIST = '/exhibitionList/exhibitionList'
const tea = exhibitionRow()
const robot = exhibitionRow({
  guid: 'exh-robot-2026',
  title: '2026深圳国际机器人展览会',
  projectIdNumber: 'JQR-2026',
})

const WITH_COPY = [...EXHIBITION_PERMISSIONS, PERMISSIONS.exhibition.copy]

const open = (copy: () => Reply, permissions = WITH_COPY) =>
  openServiceScreen(
    LIST,
    {
      [API.exhibitions.page.path]: () => ({ body: envelope({ list: [tea, robot], count: 2 }) }),
      [API.exhibitions.list.path]: () => ({
        body: envelope([tea, robot].map(({ guid, title }) => ({ guid, title }))),
      }),
      [API.exhibitions.copyConfig.path]: copy,
    },
    permissions,
  )

const dialogOf = (element: HTMLElement) => element.closest('[role="dialog"]') as HTMLElement
const buttonIn = (container: HTMLElement, text: RegExp) =>
  within(container).getByText(text).closest('button') as HTMLButtonElement

/** Opens 复制配置 on the tea row, picks the robot fair as source and confirms. */
const copyFromRobot = async (app: Awaited<ReturnType<typeof open>>) => {
  const table = await screen.findByRole('table', { name: '展会列表' }, { timeout: 30_000 })
  await within(table).findByText('CHA-2026')
  await app.user.click(
    within(rowWith(table, 'CHA-2026')).getByRole('button', { name: `复制配置到${tea.title}` }),
  )
  // (in jsdom every antd id is "test-id", so the dialog is found by its text, not its name)
  const dialog = dialogOf(await screen.findByText(`复制到：${tea.title}`))
  expect(within(dialog).getByText('复制配置')).toBeTruthy()
  // the exhibition itself is no source
  await app.user.click(within(dialog).getByLabelText('来源展会'))
  await app.user.click(await screen.findByTitle(robot.title))
  // antd may space a two-character label as 复 制 (found by text: role queries
  // over the whole table are very slow in jsdom)
  await app.user.click(buttonIn(dialog, /^复\s?制$/))
  const confirm = await screen.findByText(
    `确定将“${robot.title}”的所选配置复制到“${tea.title}”吗？“${tea.title}”的现有配置将被覆盖。`,
  )
  await app.user.click(buttonIn(dialogOf(confirm), /^复\s?制$/))
}

setUpScreenTests()

// the first render loads the lazy screens: slow on a busy machine
describe('copy config on the exhibition list', { timeout: 60_000 }, () => {
  it('is not offered without platform:exhibition:copy', async () => {
    await open(() => ({ body: envelope(null) }), EXHIBITION_PERMISSIONS)
    const table = await screen.findByRole('table', { name: '展会列表' }, { timeout: 30_000 })
    await within(table).findByText('CHA-2026')
    expect(within(table).queryByRole('button', { name: /复制配置/ })).toBeNull()
  })

  it('copies every part from the chosen exhibition after a confirmation', async () => {
    const app = await open(() => ({ body: envelope(null) }))
    await copyFromRobot(app)
    expect(await screen.findByText('复制配置成功')).toBeTruthy()
    const call = app.calls.find((c) => c.url === API.exhibitions.copyConfig.path)
    expect(JSON.parse(String(call?.data))).toEqual({
      fromGuid: robot.guid,
      toGuid: tea.guid,
      parts: ['service', 'badge', 'overtime', 'file'],
    })
    // (the dialog closes with an animation jsdom does not finish: the browser test checks it)
  })

  it('says why when the server refuses', async () => {
    const app = await open(() => ({ body: envelope(null, 404, '展会不存在') }))
    await copyFromRobot(app)
    expect(await screen.findByText('复制配置失败：展会不存在')).toBeTruthy()
    // the dialog stays open for another try
    expect(screen.getByText(`复制到：${tea.title}`)).toBeTruthy()
  })
})
