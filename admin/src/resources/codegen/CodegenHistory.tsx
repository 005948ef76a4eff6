import { useTranslate } from 'react-admin';
import { HistoryState } from '../platform/history/HistoryState';
import { HistoryTable } from '../platform/history/HistoryTable';
import { useEntityHistory } from '../platform/history/useEntityHistory';
import { codegenHistoryRows } from './codegenHistoryText';

/** A table's configuration history (`GET /codegen/{table}/history`): who saved or reset it when, and what each save changed. */
export function CodegenHistory({ tableName }: { tableName: string }) {
  const translate = useTranslate();
  const loaded = useEntityHistory('codegen', tableName);
  if (loaded.status !== 'loaded' || loaded.entries.length === 0) return <HistoryState loaded={loaded} emptyMessage="history.empty" />;
  return <HistoryTable rows={codegenHistoryRows(loaded.entries, translate)} noDetails="history.noChanges" />;
}
