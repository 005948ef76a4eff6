import {
  onboardedDeliveryStates,
  resumePermissions,
  type Locale,
  type ResumeDetail,
  type ResumeFile,
  type ResumeFileView,
  type ResumeRow,
  type ResumeStats,
  type SeekerSummary,
} from '@jobmarket/contracts';
import { JOB_APPLICANTS_TABLE, RESUME_PROFILE_VIEWS_TABLE, RESUME_ROW_COLUMNS, RESUMES_TABLE, SEEKERS_TABLE, type ResumeRowColumns } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { z } from 'zod';
import { isAllowed, type Actor } from '../../http/actor';
import { AppError } from '../../http/appError';
import { containsPattern, dayRangeFilter, whereWithinDays, type ListSpec } from '../../http/listQuery';
import { formatDateTime, localDayRange } from '../../http/time';
import { jobLabels } from '../jobs/regions/jobLabels';

/** A resume as the read model `resumes_v1` holds it (the projection's row), as the driver answers it. */
export type ResumeRecord = ResumeRowColumns;


/** Where a resume's own files are served, by the resume's access rule (never `/files/{id}`, whose rule is the uploader's). */
export const resumeFileUrl = (resumeId: number, fileId: string) => `/api/v1/resumes/${resumeId}/files/${fileId}`;
/** Where the latest templated PDF is served (owner, staff). */
export const resumePdfUrl = (resumeId: number) => `/api/v1/resumes/${resumeId}/pdf`;

const fileView = (resumeId: number, file: ResumeFile): ResumeFileView => ({ name: file.name, url: resumeFileUrl(resumeId, file.fileId) });

/**
 * `/resumes/page`, react-admin's `/resumes` and the export (staff): keywords (name, contact details, university,
 * titles, specialties), education, industry, province, at least so many years of experience, created days; getMany's ids.
 */
export const resumeListSpec = {
  resource: 'resumes',
  sortable: {
    id: 'id',
    name: 'name',
    age: 'age',
    experienceYears: 'experience_years',
    createTime: 'created_at',
    updateTime: 'updated_at',
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: 'id',
  filters: {
    keywords: z.string().trim().max(100).optional(),
    education: z.string().trim().max(40).optional(),
    industry: z.string().trim().max(40).optional(),
    provinceCode: z.string().trim().max(20).optional(),
    minYears: z.coerce.number().int().min(0).max(50).optional(),
    createTime: dayRangeFilter,
    id: z.array(z.coerce.number().int().min(1)).max(500).optional(),
  },
} satisfies ListSpec;

export type ResumeFilters = z.infer<z.ZodObject<typeof resumeListSpec.filters>>;

export const isOwnResume = (record: Pick<ResumeRecord, 'seeker_id'>, actor: Actor) => String(record.seeker_id) === actor.userId;

/**
 * The reads of resumes for their seekers and staff (publishers read through talent/): rows with labels in the
 * reader's language, each seeker's default, profile views, the staff list, the dashboard's figures, the seeker's home.
 */
export function resumeQueries(db: Knex, timeZone: string) {
  const labels = jobLabels(db);
  const time = (value: Date | null) => (value ? formatDateTime(value, timeZone) : null);

  /** Each seeker's default resume: the one they chose, or else their oldest. */
  async function defaultsOf(seekerIds: number[]): Promise<Map<number, number>> {
    if (seekerIds.length === 0) return new Map();
    const { rows } = await db.raw<{ rows: { seeker_id: number; resume_id: number | null }[] }>(
      `select s.seeker_id,
              coalesce(k.default_resume_id, (select r.id from ?? r where r.seeker_id = s.seeker_id order by r.created_at, r.id limit 1)) as resume_id
         from unnest(?::int[]) as s(seeker_id)
         left join ?? k on k.seeker_id = s.seeker_id`,
      [RESUMES_TABLE, seekerIds, SEEKERS_TABLE],
    );
    return new Map(rows.filter((row) => row.resume_id !== null).map((row) => [Number(row.seeker_id), Number(row.resume_id)]));
  }

  /** Publishers' views of these resumes (one per publisher per day), one query for a page. */
  async function profileViewsOf(resumeIds: number[]): Promise<Map<number, number>> {
    if (resumeIds.length === 0) return new Map();
    const rows = await db(RESUME_PROFILE_VIEWS_TABLE)
      .whereIn('resume_id', resumeIds)
      .groupBy('resume_id')
      .select<{ resume_id: number; views: number }[]>('resume_id', db.raw('count(*)::int as views'));
    return new Map(rows.map((row) => [Number(row.resume_id), row.views]));
  }

  /** Rows of a page, with labels, defaults and profile views fetched once for all of them. */
  async function rowsOf(records: ResumeRecord[], locale: Locale): Promise<ResumeRow[]> {
    const [labelled, defaults, views] = await Promise.all([
      labels.forLocale(locale),
      defaultsOf([...new Set(records.map((record) => Number(record.seeker_id)))]),
      profileViewsOf(records.map((record) => record.id)),
    ]);
    return records.map((record) => ({
      id: record.id,
      seekerId: Number(record.seeker_id),
      name: record.name,
      gender: record.gender,
      age: record.age,
      university: record.university,
      education: labelled.education(record.education),
      industry: labelled.industry(record.industry),
      phone: record.phone,
      email: record.email,
      location: labelled.location(record.province_code, record.district_code),
      experienceYears: record.experience_years,
      searchable: record.searchable,
      isDefault: defaults.get(Number(record.seeker_id)) === record.id,
      avatarUrl: record.avatar ? resumeFileUrl(record.id, record.avatar.fileId) : null,
      pdfUrl: record.pdf ? resumePdfUrl(record.id) : null,
      templateId: record.template_id,
      hasOriginalResume: record.original_resume !== null,
      hasRecommendation: Boolean(record.recommendation_report),
      profileViews: views.get(record.id) ?? 0,
      createBy: record.create_by,
      createTime: time(record.created_at)!,
      updateTime: time(record.updated_at),
    }));
  }

  async function detailOf(record: ResumeRecord, locale: Locale): Promise<ResumeDetail> {
    const [row] = await rowsOf([record], locale);
    return {
      ...row!,
      specialties: record.specialties,
      experience: record.experience,
      provinceCode: record.province_code,
      districtCode: record.district_code,
      attachments: record.attachments.map((file) => fileView(record.id, file)),
      originalResume: record.original_resume ? fileView(record.id, record.original_resume) : null,
      recommendationReport: record.recommendation_report,
    };
  }

  return {
    rowsOf,
    detailOf,

    byId: async (id: number): Promise<ResumeRecord | undefined> => db(RESUMES_TABLE).where({ id }).first(...RESUME_ROW_COLUMNS),

    /** A resume the reader may open whole: its seeker, or staff holding biz:resume:query; anyone else learns nothing. */
    async visibleById(id: number, actor: Actor): Promise<ResumeRecord> {
      const record: ResumeRecord | undefined = await db(RESUMES_TABLE).where({ id }).first(...RESUME_ROW_COLUMNS);
      if (!record || !(isOwnResume(record, actor) || isAllowed(actor, resumePermissions.query))) throw new AppError('A0606');
      return record;
    },

    /** The seeker's own resumes, oldest first (the first is the default unless they chose another). */
    async mine(seekerId: number, locale: Locale): Promise<ResumeRow[]> {
      const records: ResumeRecord[] = await db(RESUMES_TABLE).select(RESUME_ROW_COLUMNS).where({ seeker_id: seekerId }).orderBy([{ column: 'created_at' }, { column: 'id' }]);
      return rowsOf(records, locale);
    },

    /** The filtered resumes (staff), neither ordered nor paged. */
    list(filters: ResumeFilters): Knex.QueryBuilder {
      const query = db(RESUMES_TABLE).select(RESUME_ROW_COLUMNS);
      if (filters.keywords) {
        const like = containsPattern(filters.keywords);
        query.where((inner) =>
          inner
            .whereILike('name', like)
            .orWhereILike('phone', like)
            .orWhereILike('email', like)
            .orWhereILike('university', like)
            .orWhereILike('latest_title', like)
            .orWhereILike('specialties', like),
        );
      }
      if (filters.education) query.where({ education: filters.education });
      if (filters.industry) query.where({ industry: filters.industry });
      if (filters.provinceCode) query.where({ province_code: filters.provinceCode });
      if (filters.minYears !== undefined) query.where('experience_years', '>=', filters.minYears);
      whereWithinDays(query, 'created_at', filters.createTime, timeZone);
      if (filters.id) query.whereIn('id', filters.id);
      return query;
    },

    /**
     * The dashboard's resumes card (spec §2): every resume, those created this month and in each of the last `days`
     * days (oldest first, empty days included), days counted in the server's zone.
     */
    async stats(days: number, now: Date): Promise<ResumeStats> {
      const today = formatDateTime(now, timeZone).slice(0, 10);
      const monthStart = localDayRange(`${today.slice(0, 8)}01`, today, timeZone)[0];
      const firstDay = new Date(`${today}T00:00:00Z`);
      firstDay.setUTCDate(firstDay.getUTCDate() - (days - 1));
      const from = localDayRange(firstDay.toISOString().slice(0, 10), today, timeZone)[0];
      const [totals, perDay] = await Promise.all([
        db(RESUMES_TABLE).first(db.raw('count(*)::int as total'), db.raw('(count(*) filter (where created_at >= ?))::int as month', [monthStart])),
        db(RESUMES_TABLE)
          .where('created_at', '>=', from)
          .groupByRaw('1')
          .select(db.raw(`to_char(created_at at time zone ?, 'YYYY-MM-DD') as day`, [timeZone]), db.raw('count(*)::int as count')),
      ]);
      const byDay = new Map((perDay as { day: string; count: number }[]).map((row) => [row.day, row.count]));
      const dayList = Array.from({ length: days }, (_, index) => {
        const date = new Date(firstDay.getTime() + index * 24 * 3600_000).toISOString().slice(0, 10);
        return { date, count: byDay.get(date) ?? 0 };
      });
      const counted = totals as { total: number; month: number } | undefined;
      return { total: counted?.total ?? 0, newThisMonth: counted?.month ?? 0, days: dayList };
    },

    /**
     * The seeker home's counts (spec §1): their resumes, the jobs they applied to and were onboarded at (the jobs'
     * applicants, filled by delivery orders: joined, through the guarantee to the invoice), and publishers' views of
     * their resumes.
     */
    async summary(seekerId: number): Promise<SeekerSummary> {
      const [resumes, applications, views] = await Promise.all([
        db(RESUMES_TABLE).where({ seeker_id: seekerId }).first(db.raw('count(*)::int as count')),
        db(JOB_APPLICANTS_TABLE)
          .where({ seeker_id: seekerId })
          .first(db.raw('count(*)::int as applied'), db.raw('(count(*) filter (where status = any(?)))::int as onboarded', [[...onboardedDeliveryStates]])),
        db(`${RESUME_PROFILE_VIEWS_TABLE} as v`)
          .join(`${RESUMES_TABLE} as r`, 'r.id', 'v.resume_id')
          .where('r.seeker_id', seekerId)
          .first(db.raw('count(*)::int as count')),
      ]);
      const counted = applications as { applied: number; onboarded: number } | undefined;
      return {
        resumes: (resumes as { count: number } | undefined)?.count ?? 0,
        applied: counted?.applied ?? 0,
        onboarded: counted?.onboarded ?? 0,
        profileViews: (views as { count: number } | undefined)?.count ?? 0,
      };
    },
  };
}

export type ResumeQueries = ReturnType<typeof resumeQueries>;
