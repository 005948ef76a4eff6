import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { DeliveryOrderEvent } from '@jobmarket/contracts/delivery/events';
import type { DeliveryOrderView } from '@jobmarket/contracts/delivery/views';
import { Box, ButtonBase, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime, formatDay } from '../../dashboard/localDates';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { dateLocales } from '../../theme/locales';
import { formatMoney } from '../jobs/jobFormat';
import { actorName } from '../platform/history/historyActor';
import type { HistoryEntry } from '../platform/history/historyChanges';
import { HistoryState } from '../platform/history/HistoryState';
import { useEntityHistory } from '../platform/history/useEntityHistory';
import { ResumeFileLinks } from '../resumes/ResumeFileLink';
import { moveStep, replayFieldLabel, replayFields, replayStepOf, replayValueText, type ReplayMove, type ReplayWords } from './flowReplay';
import { useRejectReasons } from './useRejectReasons';
import { useServerTimeZone } from '../../providers/useServerTimeZone';

/** How long play shows each step. */
export const REPLAY_STEP_MS = 1500;

const keyMoves: Record<string, ReplayMove> = { ArrowLeft: 'previous', ArrowUp: 'previous', ArrowRight: 'next', ArrowDown: 'next', Home: 'first', End: 'last' };

type Data = Partial<Record<string, unknown>>;

/** The lines that explain one event of the timeline: its audit type and status, remark, reason, dates and amounts. */
function eventLines(entry: HistoryEntry, words: ReplayWords & { instant: (iso: string) => string }): string[] {
  const data = (entry.data ?? {}) as Data;
  const { translate } = words;
  const replay = (key: string, options?: Record<string, unknown>) => translate(`resources.delivery-orders.replay.${key}`, options);
  const lines: string[] = [];
  if (typeof data.auditType === 'string') lines.push(replay('auditType', { type: translate(`delivery.auditTypes.${data.auditType}`, { _: data.auditType }) }));
  if (typeof data.auditStatus === 'number') lines.push(replay('auditStatus', { status: translate(`delivery.auditStatuses.${data.auditStatus}`, { _: String(data.auditStatus) }) }));
  if (entry.type === 'InterviewScheduled' && typeof data.interviewAt === 'string') lines.push(replay('interview', { time: words.instant(data.interviewAt), place: String(data.place ?? '') }));
  for (const field of ['onboardDate', 'leftOn', 'invoiceDate'] as const) {
    if (typeof data[field] === 'string') lines.push(replay('date', { field: translate(`delivery.fields.${field}`), date: words.day(data[field] as string) }));
  }
  if (typeof data.reasonCode === 'string') lines.push(replay('reason', { reason: words.reasonLabel(data.reasonCode) }));
  if (typeof data.reason === 'string' && data.reason) lines.push(replay('reason', { reason: data.reason }));
  if (typeof data.remark === 'string' && data.remark) lines.push(replay('remark', { remark: data.remark }));
  if (data.amounts && typeof data.amounts === 'object') {
    const amounts = data.amounts as Extract<DeliveryOrderEvent, { type: 'CommissionEarned' }>['data']['amounts'];
    lines.push(replay('amounts', { company: words.money(amounts.company), auditor: words.money(amounts.auditor), candidate: words.money(amounts.candidate) }));
  }
  if (typeof data.intoState === 'string') lines.push(replay('reopenedInto', { state: translate(`delivery.states.${data.intoState}`, { _: data.intoState }) }));
  return lines;
}

/** The files a step recorded (the invoice, the interview proof), served under the order with the token. */
function eventFiles(entry: HistoryEntry, orderId: number): { name: string; url: string }[] {
  const data = (entry.data ?? {}) as Data;
  const files = (Array.isArray(data.files) ? data.files : Array.isArray(data.proof) ? data.proof : []) as { fileId: string; name: string }[];
  return files.map((file) => ({ name: file.name, url: `/api/v1/delivery-orders/${orderId}/files/${encodeURIComponent(file.fileId)}` }));
}

/**
 * The flow history replay (issue 15's headline): every event of the order from `GET /delivery-orders/{id}/history`
 * as a timeline (who, when, audit type, status, remark, files), and a step-through control — first, previous, next,
 * last, play and pause; arrow keys, Home and End — showing the order as it stood after the chosen step (its
 * `stateAfter`, folded from the events by the api) with what that step changed marked. The step is announced.
 */
export function DeliveryFlowReplay({ stepMs = REPLAY_STEP_MS }: { stepMs?: number }) {
  const order = useRecordContext<DeliveryOrderView>();
  const loaded = useEntityHistory('delivery-orders', order?.id);
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const { labelOf } = useRejectReasons();
  const hintId = useId();
  const headingId = useId();
  const entries = loaded.status === 'loaded' ? loaded.entries : [];
  const total = entries.length;
  const [index, setIndex] = useState<number | null>(null);
  const [isPlaying, setPlaying] = useState(false);
  // until someone steps, the replay shows the order as it stands now: the last step
  const current = index === null ? Math.max(total - 1, 0) : Math.min(index, Math.max(total - 1, 0));

  useEffect(() => {
    if (!isPlaying) return undefined;
    if (current >= total - 1) {
      setPlaying(false);
      return undefined;
    }
    const timer = setTimeout(() => setIndex(current + 1), stepMs);
    return () => clearTimeout(timer);
  }, [isPlaying, current, total, stepMs]);

  // event times are ISO instants; the order's own times come in the api's zone: both are shown in that zone
  const serverTimeZone = useServerTimeZone();
  const words = useMemo(() => {
    const instantFormat = new Intl.DateTimeFormat(dateLocales[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: serverTimeZone });
    return {
      translate: (key: string, options?: Record<string, unknown>) => translate(key, options),
      money: (amount: number) => formatMoney(amount, order?.currency ?? 'USD', locale),
      time: (text: string) => formatDateTime(text, locale),
      day: (text: string) => formatDay(text, locale),
      reasonLabel: labelOf,
      instant: (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : instantFormat.format(new Date(iso))),
    };
  }, [translate, locale, order?.currency, labelOf, serverTimeZone]);

  if (!order) return null;
  if (loaded.status !== 'loaded' || total === 0) return <HistoryState loaded={loaded} emptyMessage="resources.delivery-orders.replay.empty" />;

  const step = replayStepOf(entries, current);
  const before = current === 0 ? {} : replayStepOf(entries, current - 1).snapshot;
  const eventName = (entry: HistoryEntry) => translate(`delivery.events.${entry.type}`, { _: entry.type });
  const move = (to: ReplayMove) => {
    setPlaying(false);
    setIndex(moveStep(current, total, to));
  };
  const play = () => {
    if (isPlaying) return setPlaying(false);
    // played from the end: start again from the first step
    if (current >= total - 1) setIndex(0);
    setPlaying(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const wanted = keyMoves[event.key];
    if (!wanted || (event.target as HTMLElement).closest('input, textarea, select')) return;
    event.preventDefault();
    move(wanted);
  };
  const control = (label: string, onClick: () => void, icon: ReactNode, isDisabled = false) => (
    <Tooltip title={translate(label)}>
      <span>
        <IconButton aria-label={translate(label)} onClick={onClick} disabled={isDisabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  const isFirst = current === 0;
  const isLast = current === total - 1;

  return (
    <Box component="section" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {translate('resources.delivery-orders.replay.title')}
      </Typography>
      <Typography id={hintId} variant="caption" color="text.secondary" component="p">
        {translate('resources.delivery-orders.replay.keyboardHint')}
      </Typography>
      <Stack direction="row" role="toolbar" aria-label={translate('resources.delivery-orders.replay.controls')} aria-describedby={hintId} sx={{ alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
        {control('resources.delivery-orders.replay.first', () => move('first'), <FirstPageIcon />, isFirst)}
        {control('resources.delivery-orders.replay.previous', () => move('previous'), <NavigateBeforeIcon />, isFirst)}
        {control(isPlaying ? 'resources.delivery-orders.replay.pause' : 'resources.delivery-orders.replay.play', play, isPlaying ? <PauseIcon /> : <PlayArrowIcon />, total < 2)}
        {control('resources.delivery-orders.replay.next', () => move('next'), <NavigateNextIcon />, isLast)}
        {control('resources.delivery-orders.replay.last', () => move('last'), <LastPageIcon />, isLast)}
        <Typography role="status" aria-live="polite" aria-atomic="true" variant="body2" sx={{ ml: 1, fontWeight: 500 }}>
          {translate('resources.delivery-orders.replay.position', { step: current + 1, total, event: eventName(step.entry) })}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, gap: 2, alignItems: 'start' }}>
        <Box component="ol" aria-label={translate('resources.delivery-orders.replay.timeline')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {entries.map((entry, position) => {
            const isCurrent = position === current;
            const files = eventFiles(entry, order.id);
            return (
              <Box component="li" key={entry.revision}>
                <Paper variant="outlined" sx={{ borderColor: isCurrent ? 'primary.main' : undefined, borderWidth: isCurrent ? 2 : 1, opacity: position > current ? 0.6 : 1 }}>
                  <ButtonBase
                    onClick={() => (setPlaying(false), setIndex(position))}
                    aria-current={isCurrent ? 'step' : undefined}
                    sx={{ display: 'block', width: '100%', textAlign: 'left', p: 1.5 }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {position + 1}. {eventName(entry)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p">
                      <time dateTime={entry.time}>{words.instant(entry.time)}</time> · {actorName(entry.actor, translate)}
                    </Typography>
                    {eventLines(entry, words).map((line) => (
                      <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {line}
                      </Typography>
                    ))}
                  </ButtonBase>
                  {files.length > 0 && (
                    <Box sx={{ px: 1.5, pb: 1.5 }}>
                      <ResumeFileLinks files={files} />
                    </Box>
                  )}
                </Paper>
              </Box>
            );
          })}
        </Box>
        <Paper variant="outlined" component="section" aria-label={translate('resources.delivery-orders.replay.asItStood', { step: current + 1 })} sx={{ p: 2, position: { md: 'sticky' }, top: { md: 16 } }}>
          <Typography variant="subtitle2" component="h4" gutterBottom>
            {translate('resources.delivery-orders.replay.asItStood', { step: current + 1 })}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
            {replayFields.map((field) => {
              const isChanged = step.changed.has(field);
              return (
                <Box key={field} data-field={field} data-changed={isChanged} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {replayFieldLabel(field, translate)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, px: 0.5, borderRadius: 0.5, bgcolor: isChanged ? 'warning.light' : undefined, overflowWrap: 'anywhere' }}>
                    <span>{replayValueText(field, step.snapshot[field], step.snapshot, words)}</span>
                    {isChanged && <Chip size="small" color="warning" label={translate('resources.delivery-orders.replay.changed')} sx={{ ml: 1, height: 18 }} />}
                  </Typography>
                </Box>
              );
            })}
          </Box>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }} gutterBottom>
            {translate('resources.delivery-orders.replay.changes')}
          </Typography>
          {step.changes.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.delivery-orders.replay.noChanges')}
            </Typography>
          ) : (
            <Box component="ul" aria-label={translate('resources.delivery-orders.replay.changes')} sx={{ m: 0, pl: 2 }}>
              {step.changes.map((change) => {
                const field = change.field as (typeof replayFields)[number];
                return (
                  <Typography component="li" variant="body2" key={field}>
                    {translate('resources.delivery-orders.replay.change', {
                      field: replayFieldLabel(field, translate),
                      before: replayValueText(field, change.before, before, words),
                      after: replayValueText(field, change.after, step.snapshot, words),
                    })}
                  </Typography>
                );
              })}
            </Box>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
