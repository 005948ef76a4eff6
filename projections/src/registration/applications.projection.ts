import type { ApplicationEvent } from '@jobmarket/contracts';
import { applicationEventTypes, auditStatuses } from '@jobmarket/contracts';
import { defineProjection } from '../runner/projection';

/** Publisher and school-admin applications in one table (a `kind` column), for the audit lists and `/registrations/mine`. */
export const APPLICATIONS_TABLE = 'registration_applications_v1';

export const applicationsProjection = defineProjection({
  name: 'registration_applications_v1',
  handles: applicationEventTypes,
  tables: [APPLICATIONS_TABLE],
  async setup(db) {
    // each audit list's default order (newest first, id breaking ties) walks this instead of sorting its kind's rows
    const newestIndex = `create index if not exists ${APPLICATIONS_TABLE}_newest on ${APPLICATIONS_TABLE} (kind, created_at desc, id desc)`;
    if (await db.schema.hasTable(APPLICATIONS_TABLE)) {
      // added after the table first shipped: older installations get the column, filled from here on
      if (!(await db.schema.hasColumn(APPLICATIONS_TABLE, 'decision_notice_id'))) {
        await db.schema.alterTable(APPLICATIONS_TABLE, (table) => table.integer('decision_notice_id'));
      }
      await db.raw(newestIndex);
      return;
    }
    await db.schema.createTable(APPLICATIONS_TABLE, (table) => {
      table.integer('id').primary(); // the applicant's user id
      table.text('kind').notNullable();
      table.text('username').notNullable();
      table.text('company');
      table.text('school_name');
      table.text('email').notNullable();
      table.text('mobile').notNullable();
      table.jsonb('documents').notNullable();
      table.smallint('audit_status').notNullable();
      table.text('reject_reason');
      table.text('audited_by');
      table.timestamp('audit_time', { useTz: true });
      table.integer('decision_notice_id'); // the notice telling the applicant the last decision (api: decisionNotices)
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
      table.index(['kind', 'audit_status', 'created_at']);
    });
    await db.raw(newestIndex);
  },
  async apply(events, { tx }) {
    for (const recorded of events) {
      const event = recorded as unknown as ApplicationEvent;
      const at = recorded.createdAt;
      switch (event.type) {
        case 'PublisherApplicationSubmitted':
        case 'SchoolAdminApplicationSubmitted': {
          const { userId, username, email, mobile, documents } = event.data;
          await tx(APPLICATIONS_TABLE)
            .insert({
              id: userId,
              kind: event.type === 'PublisherApplicationSubmitted' ? 'publisher' : 'schoolAdmin',
              username,
              company: event.type === 'PublisherApplicationSubmitted' ? event.data.company : null,
              school_name: event.type === 'SchoolAdminApplicationSubmitted' ? event.data.schoolName : null,
              email,
              mobile,
              documents: JSON.stringify(documents),
              audit_status: auditStatuses.pending,
              created_at: at,
              updated_at: at,
            })
            .onConflict('id')
            .ignore();
          break;
        }
        case 'ApplicationApproved':
        case 'ApplicationRejected': {
          const rejected = event.type === 'ApplicationRejected';
          await tx(APPLICATIONS_TABLE)
            .where({ id: event.data.userId })
            .update({
              audit_status: rejected ? auditStatuses.rejected : auditStatuses.approved,
              reject_reason: rejected ? event.data.rejectReason : null,
              audited_by: event.data.auditorId,
              audit_time: at,
              decision_notice_id: event.data.noticeId ?? null,
              updated_at: at,
            });
          break;
        }
        case 'ApplicationResubmitted': {
          const { userId, company, schoolName, documents } = event.data;
          // corrected fields replace theirs; documents not sent again stay as they were
          await tx(APPLICATIONS_TABLE)
            .where({ id: userId })
            .update({
              audit_status: auditStatuses.pending,
              decision_notice_id: null,
              ...(company === undefined ? {} : { company }),
              ...(schoolName === undefined ? {} : { school_name: schoolName }),
              documents: tx.raw('documents || ?::jsonb', [JSON.stringify(documents)]),
              updated_at: at,
            });
          break;
        }
      }
    }
  },
});
