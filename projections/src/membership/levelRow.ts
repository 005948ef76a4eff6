import type { VipLevelEvent, VipLevelForm } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import type { Knex } from 'knex';
import { VIP_LEVELS_TABLE } from './tables';

/** The columns a level's form fills (created and updated carry the whole form). */
function formColumns(form: VipLevelForm) {
  return {
    names: JSON.stringify(form.names),
    price: form.price,
    valid_days: form.validDays,
    job_count: form.jobCount,
    viewable_resumes: form.viewableResumes,
    downloadable_resumes: form.downloadableResumes,
    ad_count: form.adCount,
    sort: form.sort,
    enabled: form.enabled,
  };
}

/** Levels are few and rarely change: one statement per event, each idempotent. */
export async function applyLevelEvent(tx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const event = recorded as unknown as VipLevelEvent;
  switch (event.type) {
    case 'VipLevelCreated': {
      const { id, ...form } = event.data;
      await tx(VIP_LEVELS_TABLE)
        .insert({ id, ...formColumns(form), create_by: recorded.metadata.actorId ?? null, create_time: recorded.createdAt, update_time: null })
        .onConflict('id')
        .ignore();
      break;
    }
    case 'VipLevelUpdated': {
      const { id, ...form } = event.data;
      await tx(VIP_LEVELS_TABLE).where({ id }).update({ ...formColumns(form), update_time: recorded.createdAt });
      break;
    }
    case 'VipLevelDeleted':
      // orders and memberships keep the level's names as they were bought, so nothing else refers to the row
      await tx(VIP_LEVELS_TABLE).where({ id: event.data.id }).delete();
      break;
  }
}
