import { expect, test } from '../fixtures.ts'

// The tests of a worker share one browser context for its HTTP cache (fixtures.ts,
// `workerContext`, ADR 021): what a test leaves in it must not reach the next test. The two
// tests run in order in one worker (a file's tests do).

test('a test leaves a cookie, local storage, a route and a second tab behind', async ({
  page,
  context,
}) => {
  await page.goto('/favicon.svg')
  await context.addCookies([{ name: 'language', value: 'en', url: page.url() }])
  await page.evaluate(() => localStorage.setItem('left-behind', 'yes'))
  await context.route('**/login', (route) => route.fulfill({ body: 'routed' }))
  await context.newPage()
  expect(context.pages()).toHaveLength(2)
})

test('the next test of the worker starts without any of it', async ({ page, context }) => {
  expect(await context.cookies()).toEqual([])
  expect(context.pages()).toEqual([page])
  expect(await page.evaluate(() => localStorage.getItem('left-behind'))).toBeNull()
  await page.goto('/login')
  await expect(page.getByLabel('用户名')).toBeVisible()
})
