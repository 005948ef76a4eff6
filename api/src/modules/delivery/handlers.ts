import {
  deliveryOrderStream,
  deliveryPermissions,
  DELIVERY_FILES_MAX,
  invoiceForm,
  roleCodes,
  type DeliverForm,
  type DeliveryAdvanceForm,
  type FieldErrors,
  type JobEvent,
  type ResumeEvent,
  type ResumeFile,
  type UploadRule,
} from '@jobmarket/contracts';
import { projections } from '@jobmarket/projections';
import type { Request, Response } from 'express';
import { handleCommand, loadStateAt, type LoadedState } from '../../eventSourcing/commandHandler';
import type { CommandContext, DomainEvent } from '../../eventSourcing/decider';
import { nextEntityId } from '../../eventSourcing/entityIds';
import { handleMultiStreamCommand, type DecidedStream } from '../../eventSourcing/multiStreamCommand';
import { firstClaimOf, uniqueValueDecider, UniqueValueTakenError } from '../../eventSourcing/uniqueness';
import { isAllowed, type Actor } from '../../http/actor';
import { AppError, DomainError } from '../../http/appError';
import type { Written } from '../../http/writeAnswer';
import { fileStore } from '../files/fileStore';
import { resolveOwnUpload } from '../files/ownUploads';
import { receiveUpload, typedFiles } from '../files/uploads';
import { jobDecider, jobStream } from '../jobs/decider';
import type { ModuleContext } from '../moduleContext';
import { resumeDecider, resumeStream } from '../resumes/resumeDecider';
import { dictDataQueries } from '../system/dictData/queries';
import { deliveryCallerOf, mayReadOrder, type DeliveryCaller } from './deliveryAccess';
import {
  deliveryDecider,
  endsOrder,
  noticeCountOf,
  openOrderKeysOf,
  orderNoOf,
  type DeliveredJob,
  type DeliveryCommand,
  type DeliveryOrder,
  type DeliveryOrderState,
  type DeliveryStep,
} from './deliveryDecider';
import { DELIVERY_ORDERS_TABLE, deliveryQueries } from './queries';

const MEGABYTE = 1024 * 1024;
/** Spec §5/§8: invoices and interview proof are jpg/png/pdf, at most 10 MB each. */
export const DELIVERY_FILE_MAX_BYTES = 10 * MEGABYTE;
const INVOICE_RULES: Record<string, UploadRule> = { files: { minFiles: 1, maxFiles: DELIVERY_FILES_MAX, kinds: ['jpg', 'png', 'pdf'] } };
const PROOF_RULE = {
  kinds: ['jpg', 'png', 'pdf'],
  maxBytes: DELIVERY_FILE_MAX_BYTES,
  notYours: 'delivery.validation.notYourFile',
  wrongKind: 'delivery.files.onlyJpgPngPdf',
  tooLarge: 'delivery.files.tooLarge',
} as const;
/** Staff who may read every order read its files too (besides who uploaded them). */
const DELIVERY_FILE_READERS = [deliveryPermissions.query, deliveryPermissions.audit] as const;

/** The projections an order's next read comes from (whichever owns `delivery_orders_v1`): writes wait for these only. */
export const deliveryReadModels = (): string[] =>
  projections.filter((projection) => projection.tables.includes(DELIVERY_ORDERS_TABLE)).map((projection) => projection.name);

type Existing = Extract<DeliveryOrderState, { exists: true }>;

/** The job as its stream stands, with its latest approval's commission split and resume auditor. */
async function deliveredJobOf(context: ModuleContext, jobId: number): Promise<DeliveredJob> {
  const recorded = await context.store.readStream(jobStream(jobId));
  let state = jobDecider.initialState;
  let approval: Pick<DeliveredJob, 'commission' | 'resumeAuditorId'> = { commission: null, resumeAuditorId: null };
  for (const event of recorded) {
    const typed = event as unknown as JobEvent;
    state = jobDecider.evolve(state, typed);
    if (typed.type === 'JobApproved') approval = { commission: typed.data.commission, resumeAuditorId: typed.data.resumeAuditorId };
  }
  return { state, ...approval };
}

/** The stream of each open-order claim of an order, keyed for the multi-stream command. */
function claimStreamsOf(order: Pick<DeliveryOrder, 'jobId' | 'seekerId' | 'candidatePhone' | 'candidateEmail'>, orderId: number) {
  return openOrderKeysOf(order).map((key) => firstClaimOf(key.scope, key.value, String(orderId)).streamId);
}

const duplicate = () => new DomainError('A0440', 'delivery.refusals.duplicate');

/** The dictionary the reason codes of refusals come from (seeded from `delivery.rejectReasons`). */
export const REJECT_REASON_DICTIONARY = 'delivery_reject_reason';

/**
 * The commands on delivery orders, each on `delivery-order-<id>`: delivering (with its open-order claims on the
 * candidate, phone and e-mail per job, in the same append), every audit step, the invoice upload and the timer's end
 * of the guarantee. A step that ends an order gives its claims back in the same append; a reopen takes them again.
 */
export function deliveryHandlers(context: ModuleContext) {
  const { db, store } = context;
  const zone = context.config.TIME_ZONE;
  const files = fileStore(db);
  const queries = deliveryQueries(db, zone);
  const dictionaries = dictDataQueries(db);

  /** A refusal's reason code must be one of the `delivery_reject_reason` dictionary's values (A0402 on the field). */
  async function checkReasonCode(form: DeliveryAdvanceForm): Promise<void> {
    if (!('reasonCode' in form)) return;
    const reasons = await dictionaries.options(REJECT_REASON_DICTIONARY, 'en');
    if (!reasons.some((reason) => reason.value === form.reasonCode)) {
      throw new AppError('A0402', 'errors.A0402', {}, { errors: { reasonCode: 'validation.unknownDictionaryValue' } });
    }
  }

  // concurrent reservations of one category share one statement (nextEntityId)
  const reserveNotices = (count: number): Promise<number[]> => Promise.all(Array.from({ length: count }, () => nextEntityId(db, 'notice')));

  /**
   * Appends the order's decided events with its open-order claims taken (`claim`) or given back (`release`) in the
   * same append, each claim stream checked at the revision read: all or nothing, re-decided on a race. A claim held by
   * another order refuses the command as a duplicate.
   */
  async function withClaims(
    orderId: number,
    decided: DeliveryCommand,
    keysOf: Pick<DeliveryOrder, 'jobId' | 'seekerId' | 'candidatePhone' | 'candidateEmail'>,
    claims: 'claim' | 'release',
    context_: CommandContext,
    loaded: LoadedState<DeliveryOrderState>,
  ): Promise<Written<DeliveryOrderState>> {
    const owner = String(orderId);
    const claimStreams = claimStreamsOf(keysOf, orderId);
    const asStream = <State, Event extends DomainEvent>(streamId: string, decider: DecidedStream<State, Event>['decider'], order?: LoadedState<State>) =>
      ({ streamId, decider, loaded: order }) as unknown as DecidedStream<unknown, DomainEvent>;
    // the order as the caller read it (or new): only the claim streams are read before the first decision
    const streams: Record<string, DecidedStream<unknown, DomainEvent>> = { order: asStream(deliveryOrderStream(orderId), deliveryDecider, loaded) };
    claimStreams.forEach((claimStream, index) => (streams[`claim${index}`] = asStream(claimStream, uniqueValueDecider)));
    try {
      const result = await handleMultiStreamCommand(
        store,
        streams,
        (states) => {
          const events: Record<string, DomainEvent[]> = { order: deliveryDecider.decide(decided, states.order as DeliveryOrderState) };
          claimStreams.forEach((_stream, index) => {
            const claimState = states[`claim${index}`] as Parameters<typeof uniqueValueDecider.decide>[1];
            events[`claim${index}`] = uniqueValueDecider.decide({ type: claims, owner }, claimState);
          });
          return events;
        },
        context_,
      );
      return { id: orderId, state: result.states.order as DeliveryOrderState, position: result.position };
    } catch (error) {
      throw error instanceof UniqueValueTakenError ? duplicate() : error;
    }
  }

  /**
   * Decides the command on the order as it stands and appends its events — with the open-order claims released (an
   * ending step) or taken again (a reopen) in the same append. Notices are reserved for the events' recipients.
   */
  async function command(
    orderId: number,
    build: (noticeIds: number[] | undefined) => DeliveryCommand,
    context_: CommandContext,
    claims: 'keep' | 'release' | 'claim',
    loaded?: LoadedState<DeliveryOrderState>,
  ): Promise<Written<DeliveryOrderState>> {
    const streamId = deliveryOrderStream(orderId);
    // the stream as the caller read it already: decided on and appended at its revision without a second read (a
    // concurrent step sends the append back to the stream as it then stands)
    const current = loaded ?? (await loadStateAt(store, streamId, deliveryDecider));
    const before = current.state;
    // refused before anything is reserved; the count of notices follows from what it would decide
    const dryRun = deliveryDecider.decide(build(undefined), before);
    if (dryRun.length === 0) return { id: orderId, state: before, position: undefined };
    const noticeIds = await reserveNotices(noticeCountOf(before as Existing, dryRun.map((event) => event.type)));
    const decided = build(noticeIds);
    if (claims === 'keep') {
      const result = await handleCommand(store, streamId, deliveryDecider, decided, context_, { loaded: current });
      return { id: orderId, state: result.state, position: result.position };
    }
    return withClaims(orderId, decided, before as Existing, claims, context_, current);
  }

  /** The order as it stands (and its revision), A0606 to whoever may not read it (never reveals that it exists). */
  async function readableAt(orderId: number, caller: DeliveryCaller): Promise<LoadedState<Existing>> {
    const loaded = await loadStateAt(store, deliveryOrderStream(orderId), deliveryDecider);
    if (!loaded.state.exists || !mayReadOrder(loaded.state, caller)) throw new AppError('A0606');
    return loaded as LoadedState<Existing>;
  }
  const readable = async (orderId: number, caller: DeliveryCaller): Promise<Existing> => (await readableAt(orderId, caller)).state;

  /** The interview proof's urls resolved to the caller's own uploads (A0402 naming the field otherwise). */
  async function proofOf(urls: readonly string[], caller: DeliveryCaller): Promise<ResumeFile[]> {
    const resolved = await Promise.all(urls.map((url) => resolveOwnUpload(files, url, caller.userId, PROOF_RULE)));
    const refused = resolved.find((outcome) => 'error' in outcome);
    if (refused && 'error' in refused) {
      const errors: FieldErrors = { proofUrls: refused.error };
      throw new AppError(refused.error === PROOF_RULE.tooLarge ? 'A0702' : refused.error === PROOF_RULE.wrongKind ? 'A0701' : 'A0402', refused.error, {}, { errors });
    }
    return resolved.map((outcome) => (outcome as { file: ResumeFile }).file);
  }

  return {
    queries,

    /**
     * A seeker applies to a published job with one of their resumes, or staff holding biz:delivery:add deliver any
     * resume: pending resume review. One open order per candidate × job (and per phone and e-mail): refused as
     * `delivery.refusals.duplicate` while another is open.
     */
    async deliver(actor: Actor, form: DeliverForm, command_: CommandContext): Promise<Written<DeliveryOrderState>> {
      const deliverer = { userId: Number(actor.userId), isSeeker: actor.roles.includes(roleCodes.seeker), mayDeliverAny: isAllowed(actor, deliveryPermissions.add) };
      const [job, resumeHistory, orderId] = await Promise.all([
        deliveredJobOf(context, form.jobId),
        store.readStream(resumeStream(form.resumeId)),
        nextEntityId(db, 'delivery-order'),
      ]);
      const resume = resumeHistory.reduce((state, recorded) => resumeDecider.evolve(state, recorded as unknown as ResumeEvent), resumeDecider.initialState);
      const build = (noticeIds?: number[]): DeliveryCommand => ({
        type: 'Deliver',
        orderId,
        orderNo: orderNoOf(orderId, command_.now, zone),
        job,
        resume,
        deliverer,
        now: command_.now,
        ...(noticeIds ? { noticeIds } : {}),
      });
      // refused (who, job, resume) before anything is reserved or claimed
      const dryRun = deliveryDecider.decide(build(), deliveryDecider.initialState);
      const order = dryRun.reduce(deliveryDecider.evolve, deliveryDecider.initialState) as Existing;
      const decided = build(await reserveNotices(noticeCountOf(order, dryRun.map((event) => event.type))));
      // the id was just allocated: its stream is new
      return withClaims(orderId, decided, order, 'claim', command_, { state: deliveryDecider.initialState, revision: undefined });
    },

    /** One step of the flow by its action (the table's, for the caller's roles); see deliveryAdvanceForm. */
    async advance(orderId: number, actor: Actor, form: DeliveryAdvanceForm, command_: CommandContext): Promise<Written<DeliveryOrderState>> {
      const caller = deliveryCallerOf(actor);
      const loaded = await loadStateAt(store, deliveryOrderStream(orderId), deliveryDecider);
      const before = loaded.state;
      const advance = (step: DeliveryStep, noticeIds?: number[]): DeliveryCommand => ({ type: 'Advance', step, caller, now: command_.now, timeZone: zone, ...(noticeIds ? { noticeIds } : {}) });
      let step: DeliveryStep;
      if (form.action === 'passInterview') {
        const { proofUrls, ...rest } = form;
        // who and when first: a stranger learns nothing from the files' refusals
        deliveryDecider.decide(advance({ ...rest, proof: [] }), before);
        step = { ...rest, proof: await proofOf(proofUrls, caller) };
        await files.attach(step.proof.map((file) => file.fileId), String(caller.userId), DELIVERY_FILE_READERS);
      } else {
        step = form;
        if ('reasonCode' in form) {
          // who and when first: a stranger learns nothing from the reason's refusal
          deliveryDecider.decide(advance(step), before);
          await checkReasonCode(form);
        }
      }
      const claims = form.action === 'reopen' ? 'claim' : endsOrder(form.action) ? 'release' : 'keep';
      return command(orderId, (noticeIds) => advance(step, noticeIds), command_, claims, loaded);
    },

    /**
     * The delivery person (or staff holding biz:delivery:invoice) uploads the invoice: multipart `files` (1–2,
     * jpg/png/pdf judged by the bytes, ≤ 10 MB each: A0701 / A0702 with the spec's messages), `invoiceDate`, `remark`.
     */
    async uploadInvoice(orderId: number, actor: Actor, req: Request, res: Response, command_: CommandContext): Promise<Written<DeliveryOrderState>> {
      const caller = deliveryCallerOf(actor);
      const loaded = await readableAt(orderId, caller);
      const order = loaded.state;
      const upload = await receiveUpload(req, res, { rules: INVOICE_RULES, maxBytes: DELIVERY_FILE_MAX_BYTES }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'A0702') throw new AppError('A0702', PROOF_RULE.tooLarge, {}, { errors: { files: PROOF_RULE.tooLarge } });
        throw error;
      });
      const fields = invoiceForm.parse(upload.fields);
      const received = upload.files.filter((file) => file.field === 'files');
      if (received.length === 0) throw new AppError('A0402', 'errors.A0402', {}, { errors: { files: 'validation.required' } });
      if (received.length > DELIVERY_FILES_MAX || received.length !== upload.files.length) {
        throw new AppError('A0402', 'errors.A0402', {}, { errors: { files: 'registration.files.atMostTwo' } });
      }
      let typed;
      try {
        typed = typedFiles(upload, INVOICE_RULES);
      } catch (error) {
        if (error instanceof AppError && error.code === 'A0701') throw new AppError('A0701', PROOF_RULE.wrongKind, {}, { errors: { files: PROOF_RULE.wrongKind } });
        throw error;
      }
      const build = (invoiceFiles: ResumeFile[]) => (noticeIds: number[] | undefined): DeliveryCommand => ({
        type: 'UploadInvoice',
        invoiceDate: fields.invoiceDate,
        files: invoiceFiles,
        remark: fields.remark,
        caller,
        now: command_.now,
        ...(noticeIds ? { noticeIds } : {}),
      });
      // refused (state, role) before any bytes are kept
      deliveryDecider.decide(build([])(undefined), order);
      const ids = await files.save(
        typed.map((file) => ({ ownerId: String(caller.userId), name: file.name, contentType: file.contentType, bytes: file.bytes, readerPerms: DELIVERY_FILE_READERS, attached: true })),
      );
      const invoiceFiles = typed.map((file, index) => ({ fileId: ids[index]!, name: file.name }));
      return command(orderId, build(invoiceFiles), command_, 'release', loaded);
    },

    /**
     * The timer at guaranteeEndsAt (the delivery queue's worker, through this same handler): the commission is earned
     * when the order is still Onboarded and the time has come; otherwise nothing happens.
     */
    elapseGuarantee: (orderId: number, command_: CommandContext): Promise<Written<DeliveryOrderState>> =>
      command(orderId, (noticeIds) => ({ type: 'ElapseGuarantee', now: command_.now, ...(noticeIds ? { noticeIds } : {}) }), command_, 'keep'),

    /** The order as it stands on the write side, for a caller who may read it (A0606 otherwise). */
    readable: (orderId: number, actor: Actor) => readable(orderId, deliveryCallerOf(actor)),
  };
}

export type DeliveryHandlers = ReturnType<typeof deliveryHandlers>;
