import { permissions } from '@jobmarket/contracts';
import { addDays, VISITS_TABLE } from '@jobmarket/projections';
import { z } from 'zod';
import { createRateLimiter, rateLimitByIp } from '../../../http/rateLimit';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import type { ModuleContext } from '../../moduleContext';
import { visitorHasher } from './visitorKeys';
import { visitQueries } from './visitQueries';

const MAX_TREND_DAYS = 366;

const visitBody = z.object({
  // the query string is dropped before storing: it may carry search terms or tokens
  path: z.string().trim().min(1).max(300).regex(/^\//, 'validation.invalidFormat'),
  app: z.enum(['admin', 'portal']),
  /** A random id the browser keeps, so one visitor counts once across addresses. */
  visitorId: z.string().trim().min(1).max(100).optional(),
});

function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  // 2025-02-30 parses (as March 2nd) or fails depending on the engine: a real day round-trips
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}
const dayCount = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
const calendarDay = z.string().refine(isCalendarDay, 'validation.invalidFormat');

interface DayRange {
  startDate: string;
  endDate: string;
}

/** `?startDate&endDate`, both included; missing ends default to the last 7 days up to today. */
function resolveRange(query: Partial<DayRange>, today: string): DayRange {
  const endDate = query.endDate ?? today;
  return { startDate: query.startDate ?? addDays(endDate, -6), endDate };
}

// a plain object (refinements keep it one), so the OpenAPI document lists both parameters
function trendQuery(today: () => string) {
  return z.object({ startDate: calendarDay.optional(), endDate: calendarDay.optional() }).superRefine((query, issues) => {
    if (!query.startDate && !query.endDate) return;
    const range = resolveRange(query, today());
    if (range.startDate > range.endDate) issues.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.invalid' });
    else if (dayCount(range.startDate, range.endDate) > MAX_TREND_DAYS) issues.addIssue({ code: 'custom', path: ['startDate'], message: 'validation.invalid' });
  });
}

const visitTrend = z.object({ dates: z.array(z.string()), pvList: z.array(z.number()), uvList: z.array(z.number()), ipList: z.array(z.number()) });
const visitStats = z.object({
  todayUvCount: z.number(),
  totalUvCount: z.number(),
  uvGrowthRate: z.number(),
  todayPvCount: z.number(),
  totalPvCount: z.number(),
  pvGrowthRate: z.number(),
});

/** Page-view telemetry (ARCHITECTURE §2 exception: plain rows, not events) and the dashboard's PV/UV figures. */
export function visitRoutes(context: ModuleContext): RouteDefinition[] {
  const queries = visitQueries(context.db, context.config.TIME_ZONE);
  const hasher = visitorHasher(context.config.JWT_SECRET);
  // a page view is cheap to send: a tighter budget than the api's, per address
  const limiter = createRateLimiter(context.redis, { name: 'visits', points: 120, durationSeconds: 60 });
  const dashboard = { anyOf: [permissions.log.query, permissions.dashboard.view] };

  return [
    defineRoute({
      method: 'post',
      path: '/visits',
      permission: 'public',
      tag: 'logs',
      summary: 'Record a page view {path, app, visitorId?} (public, 120 per minute per address; stores hashes, never the address)',
      middleware: [rateLimitByIp(limiter)],
      body: visitBody,
      handler: async ({ body, req, actor }) => {
        const ip = req.ip ?? 'unknown';
        const { visitorKey, ipHash } = hasher.keysOf({ visitorId: body.visitorId, ip, userAgent: req.get('user-agent') ?? '' });
        await context.db(VISITS_TABLE).insert({
          visitor_key: visitorKey,
          user_id: actor && /^\d{1,9}$/.test(actor.userId) ? Number(actor.userId) : null,
          ip_hash: ipHash,
          path: body.path.split('?')[0]!,
          app: body.app,
        });
        return null;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/logs/visit-trend',
      permission: dashboard,
      tag: 'logs',
      summary: 'PV, UV and distinct IPs for every day of [startDate, endDate] (default: the last 7 days), zeros included',
      query: trendQuery(queries.today),
      response: visitTrend,
      handler: async ({ query }) => {
        const range = resolveRange(query, queries.today());
        return queries.trend(range.startDate, range.endDate);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/logs/visit-stats',
      permission: dashboard,
      tag: 'logs',
      summary: 'Today and all-time PV/UV with growth against yesterday as decimals (0 when yesterday had none)',
      response: visitStats,
      handler: async () => queries.stats(),
    }),
  ];
}
