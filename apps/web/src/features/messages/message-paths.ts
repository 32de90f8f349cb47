/** docs/product/routes.md "Common routes": the message page. */
export const MESSAGE_PAGE_PATH = '/message/index'
