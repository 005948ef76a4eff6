/**
 * Staff permissions over VIP membership (`biz:vip:*`). A publisher's own membership, orders and promotions need no
 * permission string: they are the PUBLISHER role's (api membership handlers check ownership).
 */
export const membershipPermissions = {
  /** See levels, memberships, orders and promotions in the admin. */
  query: 'biz:vip:query',
  /** Manage membership levels. */
  add: 'biz:vip:add',
  edit: 'biz:vip:edit',
  delete: 'biz:vip:delete',
  /** Cancel or refund an order, accept a payment that arrived after cancellation. */
  refund: 'biz:vip:refund',
  /** End a publisher's featured-job promotion. */
  endPromotion: 'biz:vip:promotion:end',
} as const;
