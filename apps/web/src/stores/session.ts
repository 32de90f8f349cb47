import {
  exhibitionEndpoints,
  type LoginResult,
  type SystemEntry,
  type UserInfo,
} from '@app/contracts'
import { create } from 'zustand'
import { callApi } from '#web/shared/lib/api-client.ts'
import {
  getLocal,
  getLocalJson,
  getSessionJson,
  getToken,
  LOCAL_KEYS,
  removeLocal,
  removeSession,
  removeToken,
  SESSION_KEYS,
  setLocal,
  setLocalJson,
  setSessionJson,
  setToken,
} from '#web/shared/lib/storage.ts'
import { useAppSettings } from '#web/stores/app-settings.ts'
import { useVisitedViews } from '#web/stores/visited-views.ts'

/** What docs/product/shell.md "Client storage" keeps as `userInfo` in local storage. */
export interface StoredUserInfo {
  roleNames: string[]
  nickName: string
  deptName: string
}

/**
 * Why the router is rebuilt, and where it lands afterwards. The app's router module
 * listens to `routerEpoch` and creates a fresh router (docs/product/routes.md "Route guard": never
 * append routes to a stale router).
 */
export type RouterRequest =
  | { reason: 'signIn'; redirect: string | null }
  | { reason: 'signOut'; to: string }
  | { reason: 'switchSystem'; to: string }

interface SessionState {
  token: string | undefined
  userInfo: StoredUserInfo | null
  roles: string[]
  permissions: string[]
  menuList: SystemEntry[]
  currentSystemName: string | null
  currentExhibitionGuid: string | null
  currentExhibitionName: string | null
  /** true once /login/info answered in this page load (docs/product/shell.md "Session"). */
  infoLoaded: boolean
  routerEpoch: number
  routerRequest: RouterRequest | null

  /**
   * Stores a sign-in answer and makes the first system current (docs/product/shell.md "Session").
   */
  signIn: (result: LoginResult, redirect?: string | null) => void
  /** Stores what /login/info answered after a page load. */
  applyUserInfo: (info: UserInfo) => void
  /** Clears the session locally, without calling the server (docs/product/shell.md "Session"). */
  resetToken: (to?: string) => void
  /**
   * Stores the chosen subsystem, clears visited views and rebuilds the routes
   * (docs/product/shell.md "Switching subsystem"). For the service platform the stored exhibition
   * is first checked with the server.
   */
  switchSystem: (name: string) => Promise<void>
  setExhibition: (guid: string, name: string) => void
  clearExhibition: () => void
  /**
   * Asks the server for the user's current exhibition and shows its title
   * (docs/product/shell.md "Head bar"); a failure or no answer clears the name.
   */
  loadCurrentExhibition: () => Promise<void>
  /** The own nickname after 个人中心 saved it, so the header shows it at once. */
  setNickName: (nickName: string) => void
}

const toStoredUser = (info: UserInfo): StoredUserInfo => ({
  roleNames: info.roleNames,
  nickName: info.nickName,
  deptName: info.deptName,
})

const persistUser = (info: UserInfo): void => {
  setLocalJson(LOCAL_KEYS.userInfo, toStoredUser(info))
  setLocalJson(LOCAL_KEYS.allPermissions, info.permissions)
  setLocalJson(LOCAL_KEYS.menuList, info.menuList)
}

/** Whether the server still knows the exhibition (its info call answers); silent. */
const exhibitionIsValid = (guid: string): Promise<boolean> =>
  callApi(exhibitionEndpoints.info, { query: { guid }, silent: true }).then(
    () => true,
    () => false,
  )

/** Where a subsystem lands after a switch (docs/product/shell.md "Switching subsystem"). */
export const landingPathOf = (system: SystemEntry | undefined, exhibitionGuid: string | null) => {
  if (system?.code !== 'service') return '/'
  return exhibitionGuid
    ? `/exhibitionInfo/exhibitionInfo?guid=${encodeURIComponent(exhibitionGuid)}`
    : '/exhibitionList/exhibitionList'
}

/**
 * This tab's exhibition: the one chosen in this tab (session storage), else the last one
 * chosen in any tab (local storage, docs/product/shell.md "Client storage"). Choosing in one tab
 * never changes another open tab's context (docs/product/exhibitions.md "One exhibition per tab").
 */
const storedExhibition = (): { guid: string | null; name: string | null } => {
  const tab = getSessionJson<{ guid?: unknown; name?: unknown } | null>(
    SESSION_KEYS.tabExhibition,
    null,
  )
  // an empty name is one cleared because the server could not tell it
  if (tab && typeof tab.guid === 'string' && typeof tab.name === 'string')
    return { guid: tab.guid, name: tab.name || null }
  return {
    guid: getLocal(LOCAL_KEYS.currentExhibitionGuid),
    name: getLocal(LOCAL_KEYS.currentExhibitionName),
  }
}

const initialState = () => ({
  token: getToken(),
  userInfo: getLocalJson<StoredUserInfo | null>(LOCAL_KEYS.userInfo, null),
  roles: [] as string[],
  permissions: getLocalJson<string[]>(LOCAL_KEYS.allPermissions, []),
  menuList: getLocalJson<SystemEntry[]>(LOCAL_KEYS.menuList, []),
  currentSystemName: getLocal(LOCAL_KEYS.currentSystemName),
  currentExhibitionGuid: storedExhibition().guid,
  currentExhibitionName: storedExhibition().name,
  infoLoaded: false,
  routerEpoch: 0,
  routerRequest: null as RouterRequest | null,
})

export const useSession = create<SessionState>()((set, get) => ({
  ...initialState(),

  signIn: (result, redirect = null) => {
    setToken(result.token)
    persistUser(result)
    const first = result.menuList[0]?.name ?? null
    if (first) setLocal(LOCAL_KEYS.currentSystemName, first)
    else removeLocal(LOCAL_KEYS.currentSystemName)
    useVisitedViews.getState().clear()
    set({
      token: result.token,
      userInfo: toStoredUser(result),
      roles: result.roles,
      permissions: result.permissions,
      menuList: result.menuList,
      currentSystemName: first,
      infoLoaded: true,
      routerEpoch: get().routerEpoch + 1,
      routerRequest: { reason: 'signIn', redirect },
    })
  },

  applyUserInfo: (info) => {
    persistUser(info)
    const stored = get().currentSystemName
    // keep the stored system when the user still has it; else the first one
    const current = info.menuList.some((s) => s.name === stored)
      ? stored
      : (info.menuList[0]?.name ?? null)
    if (current) setLocal(LOCAL_KEYS.currentSystemName, current)
    set({
      userInfo: toStoredUser(info),
      roles: info.roles,
      permissions: info.permissions,
      menuList: info.menuList,
      currentSystemName: current,
      infoLoaded: true,
    })
  },

  resetToken: (to = '/login') => {
    removeToken()
    for (const key of [
      LOCAL_KEYS.userInfo,
      LOCAL_KEYS.allPermissions,
      LOCAL_KEYS.menuList,
      LOCAL_KEYS.currentSystemName,
      // the exhibition belongs to the user who chose it: not left for the next one
      LOCAL_KEYS.currentExhibitionGuid,
      LOCAL_KEYS.currentExhibitionName,
    ]) {
      removeLocal(key)
    }
    removeSession(SESSION_KEYS.tabExhibition)
    // docs/product/shell.md "Session": the cookies go with the session, but for the language
    // and the size, which are the person's at this browser (ADR 023)
    useAppSettings.getState().forgetSidebar()
    useVisitedViews.getState().clear()
    set({
      token: undefined,
      userInfo: null,
      roles: [],
      permissions: [],
      menuList: [],
      currentSystemName: null,
      currentExhibitionGuid: null,
      currentExhibitionName: null,
      infoLoaded: false,
      routerEpoch: get().routerEpoch + 1,
      routerRequest: { reason: 'signOut', to },
    })
  },

  switchSystem: async (name) => {
    const system = get().menuList.find((s) => s.name === name)
    if (!system) return
    // docs/product/shell.md "Switching subsystem": the service platform opens the stored exhibition
    // only if it still exists; otherwise (or when the check fails) it is forgotten
    // and the list opens
    if (system.code === 'service') {
      const guid = get().currentExhibitionGuid
      if (guid && !(await exhibitionIsValid(guid))) get().clearExhibition()
    }
    setLocal(LOCAL_KEYS.currentSystemName, name)
    useVisitedViews.getState().clear()
    set({
      currentSystemName: name,
      routerEpoch: get().routerEpoch + 1,
      routerRequest: {
        reason: 'switchSystem',
        to: landingPathOf(system, get().currentExhibitionGuid),
      },
    })
  },

  setExhibition: (guid, name) => {
    setLocal(LOCAL_KEYS.currentExhibitionGuid, guid)
    setLocal(LOCAL_KEYS.currentExhibitionName, name)
    setSessionJson(SESSION_KEYS.tabExhibition, { guid, name })
    set({ currentExhibitionGuid: guid, currentExhibitionName: name })
  },

  setNickName: (nickName) => {
    const current = get().userInfo
    if (!current || current.nickName === nickName) return
    const userInfo = { ...current, nickName }
    setLocalJson(LOCAL_KEYS.userInfo, userInfo)
    set({ userInfo })
  },

  clearExhibition: () => {
    removeLocal(LOCAL_KEYS.currentExhibitionGuid)
    removeLocal(LOCAL_KEYS.currentExhibitionName)
    removeSession(SESSION_KEYS.tabExhibition)
    set({ currentExhibitionGuid: null, currentExhibitionName: null })
  },

  loadCurrentExhibition: async () => {
    const asked = get().currentExhibitionGuid
    const answer = await callApi(exhibitionEndpoints.userInfo).catch(() => null)
    // signed out meanwhile, or a switch made meanwhile is newer than this answer
    if (!get().token || get().currentExhibitionGuid !== asked) return
    if (!answer) {
      // docs/product/shell.md "Head bar": when the current exhibition cannot be fetched, the
      // name is cleared (the guid stays: the pages still know which exhibition they serve)
      removeLocal(LOCAL_KEYS.currentExhibitionName)
      if (asked) setSessionJson(SESSION_KEYS.tabExhibition, { guid: asked, name: '' })
      set({ currentExhibitionName: null })
      return
    }
    // the answer names this tab's exhibition only when the guids agree: another tab may have
    // chosen another since (docs/product/exhibitions.md "One exhibition per tab"), and a tab
    // without one has none to name (the exhibition is chosen in the list or the dialog)
    if (answer.guid === asked) get().setExhibition(answer.guid, answer.title)
  },
}))

/** The subsystem the user works in: the stored one, else the first (venue by default). */
export const selectCurrentSystem = (state: {
  menuList: SystemEntry[]
  currentSystemName: string | null
}): SystemEntry | undefined =>
  state.menuList.find((s) => s.name === state.currentSystemName) ?? state.menuList[0]

/** Re-reads storage; for tests. */
export const resetSessionStore = (): void => useSession.setState(initialState())
