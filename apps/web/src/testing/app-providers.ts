// A test of one component renders it inside the app's own providers (theme, i18n, query
// client, antd App). testing/ is the harness that reaches into app/, so feature and screen
// tests import the providers from here and keep to their zone's import rules.
export { Providers } from '#web/app/providers.tsx'
