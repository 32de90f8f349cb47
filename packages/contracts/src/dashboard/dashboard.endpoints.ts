import { defineEndpoint } from '../common/endpoint.ts'
import { dashboardSummarySchema } from './dashboard.schemas.ts'

const base = '/cloud-business/api/venue/dashboard'

export const dashboardEndpoints = {
  // no permission: the venue home is every signed-in user's landing page
  summary: defineEndpoint({
    method: 'GET',
    path: `${base}/summary`,
    auth: 'token',
    response: dashboardSummarySchema,
    summary:
      "The venue home's figures: projects in the venue today and this week, by state and month, exhibitions, unread messages",
  }),
}
