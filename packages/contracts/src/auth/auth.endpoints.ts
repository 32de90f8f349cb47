import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import {
  backgroundImageSchema,
  changePasswordBodySchema,
  fsBindingQuerySchema,
  fsLoginQuerySchema,
  loginQuerySchema,
  loginResultSchema,
  userInfoSchema,
  versionRecordSchema,
} from './auth.schemas.ts'

const base = '/cloud-user/api'

export const authEndpoints = {
  loginByPwd: defineEndpoint({
    method: 'POST',
    path: `${base}/login/byPwd`,
    auth: 'none',
    query: loginQuerySchema,
    response: loginResultSchema,
    summary: 'Sign in with user name and the SHA-256 of the password',
  }),
  loginByFsToken: defineEndpoint({
    method: 'GET',
    path: `${base}/login/fs/byFsToken`,
    auth: 'none',
    query: fsLoginQuerySchema,
    response: loginResultSchema,
    summary: 'Sign in with a messaging-platform code; 206 + bindTicket when not bound',
  }),
  fsBinding: defineEndpoint({
    method: 'POST',
    path: `${base}/login/fs/binding`,
    auth: 'none',
    query: fsBindingQuerySchema,
    response: loginResultSchema,
    summary: 'Bind the messaging-platform account to a user, then sign in',
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: `${base}/login/logout`,
    auth: 'token',
    response: z.literal('success'),
    summary: 'Revoke the token',
  }),
  loginInfo: defineEndpoint({
    method: 'GET',
    path: `${base}/login/info`,
    auth: 'token',
    response: userInfoSchema,
    summary: 'The signed-in user, menus and permissions',
  }),
  backgroundImage: defineEndpoint({
    method: 'GET',
    path: `${base}/system/backimg`,
    auth: 'none',
    response: backgroundImageSchema,
    summary: 'The sign-in background image',
  }),
  changeOwnPassword: defineEndpoint({
    method: 'POST',
    path: `${base}/sys/user/update/oneself/pwd`,
    auth: 'token',
    body: changePasswordBodySchema,
    response: z.null(),
    summary: 'Change the own password (fields base64); revokes the other sessions',
  }),
  versionList: defineEndpoint({
    method: 'GET',
    path: `${base}/system/version`,
    auth: 'token',
    response: z.array(versionRecordSchema),
    summary: 'Version records, newest first',
  }),
}
