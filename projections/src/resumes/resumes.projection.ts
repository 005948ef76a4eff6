import { resumeEventTypes, resumeIdOfQuotaRef, seekerEventTypes, type MembershipEvent, type ResumeEvent, type SeekerEvent, type UserEvent } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import type { Knex } from 'knex';
import { defineProjection } from '../runner/projection';
import { evolveResumeRow, RESUME_ROW_COLUMNS, type ResumeRowColumns } from './resumeRow';
import { setupResumeTables } from './resumesSchema';
import { resumeSearchDocumentOf } from './searchDocument';
import { RESUME_UNLOCKS_TABLE, RESUMES_TABLE, SEEKERS_TABLE } from './tables';

const resumeEvents: ReadonlySet<string> = new Set(resumeEventTypes);

// rows per multi-row insert: 29 columns each stays far below PostgreSQL's 65,535 bindings
const UPSERT_CHUNK = 1000;

const JSON_COLUMNS: ReadonlySet<string> = new Set(['experience', 'avatar', 'attachments', 'original_resume', 'pdf']);

interface SeekerRow {
  seeker_id: number;
  username: string | null;
  default_resume_id: number | null;
}

interface Unlock {
  publisher_id: number;
  resume_id: number;
  unlocked_at: Date;
}

type Handled = ResumeEvent | SeekerEvent | Extract<UserEvent, { type: 'UserCreated' }> | Extract<MembershipEvent, { type: 'QuotaConsumed' }>;

/**
 * The resumes context's read models in one projection (it reads only its own tables): every live resume with its
 * search document (RESUMES_TABLE), each account's username and default resume (SEEKERS_TABLE, from UserCreated and
 * DefaultResumeChosen) and the publishers' unlocks (RESUME_UNLOCKS_TABLE, from membership's QuotaConsumed of kind
 * resumeViews on a `resume-<id>` ref).
 *
 * Set-based per batch, as jobs': the batch's resumes and seekers are read once, its events folded in memory in order,
 * then written back with one upsert per chunk; deletions, a deleted default's clearing and unlocks follow the order
 * of the events (an unlock before a deletion goes with it).
 */
export const resumesProjection = defineProjection({
  name: 'resumes_v1',
  handles: [...resumeEventTypes, ...seekerEventTypes, 'UserCreated', 'QuotaConsumed'],
  tables: [RESUMES_TABLE, SEEKERS_TABLE, RESUME_UNLOCKS_TABLE],
  setup: setupResumeTables,
  async apply(events, { tx }) {
    const fold = await foldBatch(tx, events);
    await writeResumes(tx, fold);
    await writeSeekers(tx, fold.seekers);
    await writeUnlocks(tx, fold);
  },
});

interface BatchFold {
  /** Resumes the batch touched: undefined once deleted (or never seen). */
  resumes: Map<number, ResumeRowColumns | undefined>;
  seekers: Map<number, SeekerRow>;
  /** Resumes deleted in the batch: their stored unlocks go. */
  deletedResumes: Set<number>;
  /** Unlocks the batch made and that still stand at its end. */
  unlocks: Map<string, Unlock>;
}

async function foldBatch(tx: Knex.Transaction, recorded: RecordedEvent[]): Promise<BatchFold> {
  const events = recorded as unknown as (RecordedEvent & Handled)[];
  const resumeIds = new Set<number>();
  const seekerIds = new Set<number>();
  for (const event of events) {
    if (resumeEvents.has(event.type)) resumeIds.add((event.data as { resumeId: number }).resumeId);
    if (event.type === 'ResumeCreated' || event.type === 'DefaultResumeChosen') seekerIds.add(event.data.seekerId);
    if (event.type === 'UserCreated') seekerIds.add(event.data.id);
  }
  const stored: ResumeRowColumns[] = resumeIds.size > 0 ? await tx(RESUMES_TABLE).whereIn('id', [...resumeIds]).select(RESUME_ROW_COLUMNS) : [];
  const resumes = new Map<number, ResumeRowColumns | undefined>(stored.map((row) => [row.id, row]));
  // a deletion clears its seeker's default: the stored resume names the seeker
  for (const row of stored) seekerIds.add(row.seeker_id);
  const storedSeekers: SeekerRow[] = seekerIds.size > 0 ? await tx(SEEKERS_TABLE).whereIn('seeker_id', [...seekerIds]).select() : [];
  const seekers = new Map(storedSeekers.map((row) => [row.seeker_id, row]));
  const seekerOf = (seekerId: number): SeekerRow => {
    let seeker = seekers.get(seekerId);
    if (!seeker) seekers.set(seekerId, (seeker = { seeker_id: seekerId, username: null, default_resume_id: null }));
    return seeker;
  };
  const fold: BatchFold = { resumes, seekers: new Map(), deletedResumes: new Set(), unlocks: new Map() };
  const touchedSeekers = new Set<number>();

  for (const event of events) {
    switch (event.type) {
      case 'UserCreated':
        seekerOf(event.data.id).username = event.data.username;
        touchedSeekers.add(event.data.id);
        break;
      case 'DefaultResumeChosen':
        seekerOf(event.data.seekerId).default_resume_id = event.data.resumeId;
        touchedSeekers.add(event.data.seekerId);
        break;
      case 'QuotaConsumed': {
        const resumeId = event.data.kind === 'resumeViews' ? resumeIdOfQuotaRef(event.data.ref) : undefined;
        if (resumeId === undefined) break;
        const key = `${event.data.publisherId}:${resumeId}`;
        // the first unlock stands: a later period's repeated view keeps it
        if (!fold.unlocks.has(key)) fold.unlocks.set(key, { publisher_id: event.data.publisherId, resume_id: resumeId, unlocked_at: new Date(event.data.time) });
        break;
      }
      default: {
        const before = resumes.get(event.data.resumeId);
        const after = evolveResumeRow(before, event, event.createdAt, (seekerId) => seekers.get(seekerId)?.username ?? undefined);
        resumes.set(event.data.resumeId, after);
        if (event.type === 'ResumeDeleted' && before) {
          fold.deletedResumes.add(before.id);
          for (const [key, unlock] of fold.unlocks) if (unlock.resume_id === before.id) fold.unlocks.delete(key);
          const seeker = seekers.get(before.seeker_id);
          if (seeker?.default_resume_id === before.id) {
            seeker.default_resume_id = null;
            touchedSeekers.add(seeker.seeker_id);
          }
        }
      }
    }
  }
  for (const seekerId of touchedSeekers) fold.seekers.set(seekerId, seekers.get(seekerId)!);
  return fold;
}

async function writeResumes(tx: Knex.Transaction, { resumes }: BatchFold): Promise<void> {
  const gone = [...resumes].filter(([, row]) => row === undefined).map(([id]) => id);
  if (gone.length > 0) await tx(RESUMES_TABLE).whereIn('id', gone).delete();
  const rows = [...resumes.values()].filter((row): row is ResumeRowColumns => row !== undefined);
  const columns = [...RESUME_ROW_COLUMNS, 'search_document'] as const;
  const updates = columns.filter((column) => column !== 'id').map((column) => `${column} = excluded.${column}`).join(', ');
  const placeholders = `(${columns.map((column) => (column === 'search_document' ? '?::tsvector' : JSON_COLUMNS.has(column) ? '?::jsonb' : '?')).join(', ')})`;
  for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
    const chunk = rows.slice(start, start + UPSERT_CHUNK);
    // one statement per chunk; the document is tsvector input text, cast here
    const bindings = chunk.flatMap((row) => [
      // a missing file is SQL NULL, not JSON null
      ...RESUME_ROW_COLUMNS.map((column) => (JSON_COLUMNS.has(column) && row[column] !== null ? JSON.stringify(row[column]) : row[column])),
      resumeSearchDocumentOf(row),
    ]);
    await tx.raw(
      `insert into ${RESUMES_TABLE} (${columns.join(', ')}) values ${chunk.map(() => placeholders).join(', ')} on conflict (id) do update set ${updates}`,
      bindings as Knex.RawBinding[],
    );
  }
}

async function writeSeekers(tx: Knex.Transaction, seekers: Map<number, SeekerRow>): Promise<void> {
  const rows = [...seekers.values()];
  for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
    await tx(SEEKERS_TABLE).insert(rows.slice(start, start + UPSERT_CHUNK)).onConflict('seeker_id').merge();
  }
}

async function writeUnlocks(tx: Knex.Transaction, { deletedResumes, unlocks }: BatchFold): Promise<void> {
  if (deletedResumes.size > 0) await tx(RESUME_UNLOCKS_TABLE).whereIn('resume_id', [...deletedResumes]).delete();
  const rows = [...unlocks.values()];
  for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
    await tx(RESUME_UNLOCKS_TABLE).insert(rows.slice(start, start + UPSERT_CHUNK)).onConflict(['publisher_id', 'resume_id']).ignore();
  }
}
