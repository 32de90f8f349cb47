import { setUpScreenTests } from '#web/testing/render-app.tsx'
import { API } from '@app/contracts'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LOCAL_KEYS, setLocal } from '#web/shared/lib/storage.ts'
import {
  exhibitionRow,
  openServiceScreen,
} from '#web/subsystems/service/exhibition/testing/open-exhibition-screen.tsx'
import { envelope } from '#web/testing/fake-adapter.ts'
import { navigateApp } from '#web/testing/render-app.tsx'
import type { InternalAxiosRequestConfig } from 'axios'

const INFO = '/exhibitionInfo/exhibitionInfo'
const tea = exhibitionRow()
const robot = exhibitionRow({ guid: 'exh-robot-2026', title: '2026深圳国际机器人展览会' })

const infoOf = (config: InternalAxiosRequestConfig) => {
  const guid = (config.params as { guid: string }).guid
  const exhibition = [tea, robot].find((e) => e.guid === guid)
  if (!exhibition) return { body: envelope(null, 404, '展会不存在或已被删除') }
  return {
    body: envelope({
      exhibition,
      figures: { daysToApplyEnd: 12, daysToOpen: 30, openDays: 4, hallCount: 3, activeUsers: 7 },
    }),
  }
}

setUpScreenTests()

// the stored exhibition lets the no-exhibition gate pass; the page shows the URL's
const withStoredExhibition = () => {
  setLocal(LOCAL_KEYS.currentExhibitionGuid, tea.guid)
  setLocal(LOCAL_KEYS.currentExhibitionName, tea.title)
}

describe('exhibition info', () => {
  it('shows the exhibition of the URL with its figures', async () => {
    withStoredExhibition()
    const app = await openServiceScreen(`${INFO}?guid=${robot.guid}`, {
      [API.exhibitions.info.path]: infoOf,
    })
    expect((await screen.findByTestId('exhibition-title')).textContent).toBe(robot.title)
    expect(screen.getByText('CHA-2026')).toBeTruthy()
    expect(screen.getByText('2026-03-01 ~ 2026-04-20')).toBeTruthy()
    expect(screen.getByText('距开展（天）')).toBeTruthy()
    expect(screen.getByText('当前用户数')).toBeTruthy()
    const call = app.calls.find((c) => c.url === API.exhibitions.info.path)
    expect(call?.params).toEqual({ guid: robot.guid })
  })

  it('follows the guid when only the query changes', async () => {
    withStoredExhibition()
    await openServiceScreen(`${INFO}?guid=${tea.guid}`, { [API.exhibitions.info.path]: infoOf })
    expect((await screen.findByTestId('exhibition-title')).textContent).toBe(tea.title)
    await navigateApp(`${INFO}?guid=${robot.guid}`)
    await waitFor(() =>
      expect(screen.getByTestId('exhibition-title').textContent).toBe(robot.title),
    )
  })

  it('is re-entered with another guid: a fresh page that asks for its exhibition', async () => {
    withStoredExhibition()
    const app = await openServiceScreen(`${INFO}?guid=${tea.guid}`, {
      [API.exhibitions.info.path]: infoOf,
    })
    const infoCalls = () =>
      app.calls
        .filter((c) => c.url === API.exhibitions.info.path)
        .map((c) => (c.params as { guid: string }).guid)
    const first = await screen.findByTestId('exhibition-title')
    await navigateApp(`${INFO}?guid=${robot.guid}`)
    await waitFor(() => expect(infoCalls()).toEqual([tea.guid, robot.guid]))
    // the tea expo's answer is seconds old: going back to it asks again all the same
    await navigateApp(`${INFO}?guid=${tea.guid}`)
    await waitFor(() => expect(infoCalls()).toEqual([tea.guid, robot.guid, tea.guid]))
    await waitFor(() => expect(screen.getByTestId('exhibition-title').textContent).toBe(tea.title))
    // remounted: the heading of the first visit is gone from the document
    expect(first.isConnected).toBe(false)
  })

  it('is re-entered on the same URL (the same exhibition switched to again)', async () => {
    withStoredExhibition()
    const app = await openServiceScreen(`${INFO}?guid=${tea.guid}`, {
      [API.exhibitions.info.path]: infoOf,
    })
    const infoCalls = () => app.calls.filter((c) => c.url === API.exhibitions.info.path)
    const first = await screen.findByTestId('exhibition-title')
    expect(infoCalls()).toHaveLength(1)
    await navigateApp(`${INFO}?guid=${tea.guid}`)
    await waitFor(() => expect(infoCalls()).toHaveLength(2))
    expect(first.isConnected).toBe(false)
    expect((await screen.findByTestId('exhibition-title')).textContent).toBe(tea.title)
  })

  it('says so, with a link to the list, when the URL has no guid', async () => {
    withStoredExhibition()
    const app = await openServiceScreen(INFO, { [API.exhibitions.info.path]: infoOf })
    expect(await screen.findByText('未指定展会')).toBeTruthy()
    expect(screen.getByRole('link', { name: '前往展会列表' }).getAttribute('href')).toBe(
      '/exhibitionList/exhibitionList',
    )
    expect(app.calls.some((c) => c.url === API.exhibitions.info.path)).toBe(false)
  })

  it('says so, with a link to the list, when the guid is unknown', async () => {
    withStoredExhibition()
    await openServiceScreen(`${INFO}?guid=nope`, { [API.exhibitions.info.path]: infoOf })
    expect(await screen.findByText('展会不存在或无法加载')).toBeTruthy()
    expect(screen.getByRole('link', { name: '前往展会列表' })).toBeTruthy()
  })
})
