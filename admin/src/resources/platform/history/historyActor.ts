import type { HistoryEntry } from './historyChanges';

/** Who did it, as the platform's history tables say it: the system, self-service, or the user by nickname and username. */
export function actorName(actor: HistoryEntry['actor'], translate: (key: string, options?: Record<string, unknown>) => string): string {
  if (actor === null) return translate('history.anonymous');
  if (actor.id === 'system') return translate('history.system');
  if (actor.username === null) return translate('history.userNumber', { id: actor.id });
  return actor.nickname && actor.nickname !== actor.username ? `${actor.nickname} (${actor.username})` : actor.username;
}
