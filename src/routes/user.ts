import { z } from 'zod';
import { defineRoute } from '../http/route.js';

const attributes = z.object({
  account_id: z.string(),
  username: z.string(),
  group: z.string(),
  tier_depth: z.number().int(),
});

export const userRoutes = [
  defineRoute({
    method: 'GET',
    path: '/user/attributes',
    area: 'user',
    operation: 'api.user.attributes',
    summary: 'User attributes',
    response: z.object({ attributes }),
    handler: ({ account }) => ({
      attributes: {
        account_id: account.account_id,
        username: account.username,
        group: account.group,
        tier_depth: account.tier_depth,
      },
    }),
  }),
  defineRoute({
    method: 'GET',
    path: '/user/usage',
    area: 'user',
    operation: 'api.user.usage',
    summary: 'Usage in the current billing cycle',
    response: z.object({
      start_date: z.string(),
      end_date: z.string(),
      total_usage: z.number().int(),
      usage: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.number().int()))),
    }),
    handler: ({ account, services }) =>
      services.usage.report(account.account_id, account.created_at),
  }),
];
