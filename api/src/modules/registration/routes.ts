import { auditForm, registrationPermissions, verificationCodeRequest, type ApplicationKind, type MyApplicationView } from '@jobmarket/contracts';
import type { Request, Response } from 'express';
import { AppError } from '../../http/appError';
import { entityReadRoutes } from '../../http/entityReadRoutes';
import { fetchPage, parsePageQuery, parseRestQuery, sendRestList } from '../../http/listQuery';
import { idParams } from '../../http/params';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { mailSender, outboxSmsSender } from '../../platform/messaging/adapters';
import { commandContextOf, type ModuleContext } from '../moduleContext';
import { fileRoutes } from '../files/routes';
import { receiveUpload } from '../files/uploads';
import { verificationCodes } from '../identity/verification/verificationCodes';
import { appSettingsOf } from '../system/config/appSettings';
import { applicationDecider, applicationStream } from './decider';
import { publisherUploadRules, registrationHandlers, schoolAdminUploadRules, seekerUploadRules } from './handlers';
import { applicationListSpec, documentsView, type ApplicationFilters, type ApplicationRow } from './queries';

const MEGABYTE = 1024 * 1024;

/**
 * Portal registrations (job seeker, publisher, school admin), the applicant's own application, and the staff's
 * audit lists (`/publishers`, `/school-admins`); plus the file routes their documents are served by.
 */
export function registrationRoutes(context: ModuleContext): RouteDefinition[] {
  const codes = verificationCodes(context.redis, {
    sms: outboxSmsSender(context.db, context.logger),
    mail: mailSender(context.config.SMTP_URL, context.config.MAIL_FROM, context.db, context.logger),
  });
  const handlers = registrationHandlers(context, codes);
  const { queries } = handlers;
  const settings = appSettingsOf(context);
  const maxBytes = () => settings.get('upload.imageMaxMb') * MEGABYTE;
  const upload = (req: Request, res: Response, rules: Parameters<typeof receiveUpload>[2]['rules']) => receiveUpload(req, res, { rules, maxBytes: maxBytes() });

  async function mine(userId: string): Promise<MyApplicationView> {
    const row = await queries.byId(Number(userId));
    if (!row) throw new AppError('A0606'); // seekers and platform accounts have no application
    return queries.mine(row);
  }

  return [
    defineRoute({
      method: 'post',
      path: '/auth/verification-code',
      permission: 'public',
      tag: 'registration',
      summary: 'Send a 6-digit registration code by SMS {mobile, purpose: "REGISTER"} (5 minutes; one a minute per mobile, else A0501)',
      body: verificationCodeRequest,
      successMessage: 'registration.codeSent',
      handler: async ({ body, locale }) => {
        await codes.send('register', 'MOBILE', body.mobile, locale);
        return null;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/registrations/job-seeker',
      permission: 'public',
      tag: 'registration',
      summary: 'Register a job seeker (multipart: username, nickname, email, password, gender, avatar; optional schoolId — a registered school, `GET /meetings/schools`, declared as theirs) → {userId}; active at once',
      successMessage: 'registration.registered',
      handler: async (route) => handlers.registerSeeker(await upload(route.req, route.res, seekerUploadRules), route.locale, commandContextOf(route)),
    }),
    defineRoute({
      method: 'post',
      path: '/registrations/publisher',
      permission: 'public',
      tag: 'registration',
      summary:
        'Register a job publisher (multipart: username, password, company, email, mobile, code; idCard, officePhoto, businessLicense, contractAttachment, 1–2 files each) → {userId, auditStatus: 0}',
      successMessage: 'registration.registered',
      handler: async (route) => handlers.registerPublisher(await upload(route.req, route.res, publisherUploadRules), route.locale, commandContextOf(route)),
    }),
    defineRoute({
      method: 'post',
      path: '/registrations/school-admin',
      permission: 'public',
      tag: 'registration',
      summary:
        'Register a school administrator (multipart: username = schoolName, nickname, password, gender, email, mobile, code, schoolName; avatar, schoolLicense) → {userId, auditStatus: 0}',
      successMessage: 'registration.registered',
      handler: async (route) => handlers.registerSchoolAdmin(await upload(route.req, route.res, schoolAdminUploadRules), route.locale, commandContextOf(route)),
    }),
    defineRoute({
      method: 'get',
      path: '/registrations/mine',
      permission: 'authenticated',
      tag: 'registration',
      summary: 'My application: {kind, auditStatus, rejectReason, auditTime, company|schoolName, email, mobile, documents}; A0606 for accounts without one',
      handler: async ({ actor }) => mine(actor!.userId),
    }),
    defineRoute({
      method: 'put',
      path: '/registrations/mine/documents',
      permission: 'authenticated',
      tag: 'registration',
      summary: 'Correct a rejected application (multipart: any document fields, company) and resubmit it: back to pending; A0440 unless rejected',
      successMessage: 'registration.resubmitted',
      handler: async (route) => {
        const row = await queries.byId(Number(route.actor!.userId));
        if (!row) throw new AppError('A0606');
        const rules = row.kind === 'publisher' ? publisherUploadRules : { schoolLicense: schoolAdminUploadRules.schoolLicense };
        await handlers.resubmit(row.id, await upload(route.req, route.res, rules), route.locale, commandContextOf(route));
        return mine(route.actor!.userId);
      },
    }),
    ...auditRoutes('publisher', '/publishers', 'publishers'),
    ...auditRoutes('schoolAdmin', '/school-admins', 'school-admins'),
    ...fileRoutes(context),
  ];

  /** The staff's list, form, history and audit of one application kind. */
  function auditRoutes(kind: ApplicationKind, path: string, resource: string): RouteDefinition[] {
    const perms = registrationPermissions[kind];
    const spec = applicationListSpec(resource);
    const rowOf = (row: ApplicationRow) => (kind === 'publisher' ? queries.publisherRow(row) : queries.schoolAdminRow(row));
    const noun = kind === 'publisher' ? 'publisher' : 'school administrator';

    async function formOf(id: number) {
      const row = await queries.byId(id);
      if (!row || row.kind !== kind) throw new AppError('A0606');
      return { ...rowOf(row), documents: documentsView(row.documents) };
    }

    return [
      defineRoute({
        method: 'get',
        path: `${path}/page`,
        permission: perms.query,
        tag: 'audits',
        summary: `Page of ${noun} applications (keywords, auditStatus 0 pending | 1 approved | 2 rejected)`,
        handler: async ({ query }) => {
          const request = parsePageQuery(spec, query as Record<string, unknown>);
          const page = await fetchPage<ApplicationRow>(queries.list(kind, request.filters as ApplicationFilters), request);
          return { list: page.list.map(rowOf), total: page.total };
        },
      }),
      defineRoute({
        method: 'get',
        path,
        permission: perms.query,
        tag: 'audits',
        summary: `${noun} applications in react-admin's dialect (sort, range, filter): an array and Content-Range`,
        raw: true,
        handler: async ({ query, res }) => {
          const request = parseRestQuery(spec, query as Record<string, unknown>);
          const page = await fetchPage<ApplicationRow>(queries.list(kind, request.filters as ApplicationFilters), request);
          sendRestList(res, resource, request, { list: page.list.map(rowOf), total: page.total });
        },
      }),
      defineRoute({
        method: 'put',
        path: `${path}/:id/audit`,
        permission: perms.audit,
        tag: 'audits',
        summary: `Audit a pending ${noun} application {auditStatus: 1 approve | 2 reject, rejectReason (required to reject)}; A0440 unless pending`,
        params: idParams,
        body: auditForm,
        successMessage: 'registration.auditSuccessful',
        handler: async (route) => {
          await handlers.audit(kind, route.params.id, route.body, commandContextOf(route));
          return formOf(route.params.id);
        },
      }),
      ...entityReadRoutes({
        path,
        tag: 'audits',
        permission: perms.query,
        entity: `${noun} application`,
        summaries: { form: `The ${noun} application: its row fields and documents {field: [{id, name, url}]}` },
        formOf: (id) => formOf(id),
        history: { store: context.store, db: context.db, streamOf: applicationStream, decider: applicationDecider, isScopedLikeForm: true },
      }),
    ];
  }
}
