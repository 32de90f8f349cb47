import { API } from '@app/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetApiClientState } from '#web/shared/lib/api-client.ts'
import { getLocal, LOCAL_KEYS } from '#web/shared/lib/storage.ts'
import { resetSessionStore, useSession } from '#web/stores/session.ts'
import { envelope, fakeNetwork, type Reply } from '#web/testing/fake-adapter.ts'
import { serviceSystem, venueSystem } from '#web/testing/factories.ts'

const INFO = '/exhibitionInfo/exhibitionInfo'
const LIST = '/exhibitionList/exhibitionList'
const GUID = 'exh-tea-2026'

let restore: (() => void) | null = null

/** Signed in with venue and service; `answer` is what the exhibition info call says. */
const start = (answer: () => Reply) => {
  localStorage.clear()
  resetSessionStore()
  resetApiClientState()
  useSession.setState({ menuList: [venueSystem(), serviceSystem()], currentSystemName: null })
  useSession.getState().setExhibition(GUID, '茶博会')
  const network = fakeNetwork((config) =>
    config.url === API.exhibitions.info.path
      ? answer()
      : { status: 404, body: envelope(null, 404, 'unexpected') },
  )
  restore = network.restore
  return network
}

const landing = () => {
  const request = useSession.getState().routerRequest
  return request?.reason === 'switchSystem' ? request.to : null
}

beforeEach(() => {
  restore = null
})
afterEach(() => restore?.())

describe('switching subsystem (spec §4)', () => {
  it('opens the stored exhibition when the server still knows it', async () => {
    const network = start(() => ({ body: envelope({ guid: GUID }) }))
    await useSession.getState().switchSystem(serviceSystem().name)
    expect(landing()).toBe(`${INFO}?guid=${GUID}`)
    expect(network.calls.map((c) => c.params)).toEqual([{ guid: GUID }])
    expect(useSession.getState().currentExhibitionGuid).toBe(GUID)
  })

  it('forgets an exhibition the server does not know and opens the list', async () => {
    start(() => ({ body: envelope(null, 404, '展会不存在') }))
    await useSession.getState().switchSystem(serviceSystem().name)
    expect(landing()).toBe(LIST)
    expect(useSession.getState().currentExhibitionGuid).toBeNull()
    expect(useSession.getState().currentExhibitionName).toBeNull()
    expect(getLocal(LOCAL_KEYS.currentExhibitionGuid)).toBeNull()
  })

  it('opens the list when the check fails on the network', async () => {
    start(() => ({ fail: 'network' }))
    await useSession.getState().switchSystem(serviceSystem().name)
    expect(landing()).toBe(LIST)
    expect(useSession.getState().currentExhibitionGuid).toBeNull()
  })

  it('asks nothing when switching to the venue system', async () => {
    const network = start(() => ({ body: envelope({ guid: GUID }) }))
    await useSession.getState().switchSystem(venueSystem().name)
    expect(landing()).toBe('/')
    expect(network.calls).toEqual([])
    expect(useSession.getState().currentExhibitionGuid).toBe(GUID)
  })
})
