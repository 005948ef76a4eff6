import { countryCodes, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@jobmarket/contracts';
import { z } from 'zod';

/** An empty query parameter (`industry=`, what a cleared select sends) is no filter at all. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const code = z.string().trim().min(1).max(40);
const amount = z.coerce.number().min(0).max(1_000_000_000_000);
const pageNum = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).default(PAGE_SIZE_DEFAULT).transform((size) => Math.min(size, PAGE_SIZE_MAX));

/** `GET /jobs/search`. */
export const jobSearchQuery = z.object({
  /** Words to find in the title, company, labels, places and text sections, in any of the four languages; all must match. */
  keywords: optional(z.string().trim().max(200)),
  industry: optional(code),
  education: optional(code),
  /** A salary range the job's range must overlap (in the job's currency). */
  minSalary: optional(amount),
  maxSalary: optional(amount),
  country: optional(z.enum(countryCodes)),
  provinceCode: optional(code),
  districtCode: optional(code),
  /** Published within this many days (1, 3, 7, 30 on the portal). */
  postedWithin: optional(z.coerce.number().int().min(1).max(365)),
  /** newest (default), salary (highest first) or relevance (best match first). */
  sort: optional(z.enum(['newest', 'salary', 'relevance'])),
  pageNum,
  pageSize,
});

/** `GET /jobs/hot`, `GET /companies/hot`. */
export const hotQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(8) });

/** `GET /companies/search`. */
export const companySearchQuery = z.object({
  /** Words of the company's name, or naming its industry or province in any of the four languages; all must match. */
  keywords: optional(z.string().trim().max(100)),
  industry: optional(code),
  provinceCode: optional(code),
  pageNum,
  pageSize,
});

// answers, for the OpenAPI document (contracts/src/jobs/views.ts has the types the clients use)
const labelled = z.object({ value: z.string(), label: z.string() });
const location = z.object({
  country: z.enum(countryCodes),
  countryName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  districtCode: z.string(),
  districtName: z.string(),
});

export const jobCardSchema = z.object({
  id: z.number(),
  position: z.string(),
  company: z.string(),
  publisherId: z.number(),
  industry: labelled,
  education: labelled,
  minSalary: z.number(),
  maxSalary: z.number(),
  currency: z.string(),
  location,
  // the contract's times are in the server's zone "unless a field says otherwise": this one does
  publishTime: z.string().describe("YYYY-MM-DD HH:mm:ss in the zone of the job's country (its card and its page show one day)"),
  featuredUntil: z.string().nullable(),
});

export const jobSearchPageSchema = z.object({ list: z.array(jobCardSchema), total: z.number(), isTotalCapped: z.boolean(), isTotalEstimated: z.boolean() });

export const companyCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  industry: labelled.nullable(),
  location: location.nullable(),
  openJobCount: z.number(),
  officePhotoUrl: z.string().nullable(),
});

export const companySearchPageSchema = z.object({ list: z.array(companyCardSchema), total: z.number() });
