import type { MessageKey, ResultCode } from '@jobmarket/contracts';
import { expect } from 'vitest';
import { AppError } from '../http/appError';
import type { Decider, DomainEvent } from './decider';

/** What a refusal must carry beyond its code and key: the message's variables and the form's field errors. */
export interface ExpectedRefusal {
  vars?: Record<string, string | number>;
  /** `data.errors` of the DomainError: the message key shown under each form field. */
  fieldErrors?: Record<string, string>;
}

// Error classes have constructors of every shape; only `instanceof` is used
type ErrorClass = abstract new (...args: never[]) => Error;

export interface DeciderOutcome<Event> {
  /** The command is accepted and decides exactly these events, in this order. */
  then(expected: Event[]): void;
  /** The command is accepted and changes nothing (an idempotent repeat). */
  thenNothingHappened(): void;
  /** The command is refused with this result code and i18n key (`errors.<code>` when omitted). */
  thenThrows(code: ResultCode, messageKey?: MessageKey, expected?: ExpectedRefusal): void;
  /** The command is refused with an error of this class (rules outside the envelope, e.g. a taken unique value). */
  thenThrows(errorClass: ErrorClass): void;
}

export type DeciderSpecification<Command, Event> = (history: Event[]) => { when(command: Command): DeciderOutcome<Event> };

/**
 * Given / When / Then over a decider, without a store or HTTP (after Emmett's DeciderSpecification):
 * `const given = DeciderSpecification.for(decider); given([created]).when(update).then([updated])`.
 */
export const DeciderSpecification = {
  for<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>): DeciderSpecification<Command, Event> {
    return (history) => ({
      when(command) {
        const decide = () => decider.decide(command, history.reduce(decider.evolve, decider.initialState));
        return {
          then(expected) {
            // `await given(…).when(…)` calls then(resolve, reject): say so instead of comparing events with a function
            if (!Array.isArray(expected)) throw new Error('then() takes the expected events; a when(…) must not be awaited on its own');
            expect(decide()).toEqual(expected);
          },
          thenNothingHappened: () => expect(decide()).toEqual([]),
          thenThrows(expectedError: ResultCode | ErrorClass, messageKey?: MessageKey, refusal: ExpectedRefusal = {}) {
            const error = refusalOf(decide);
            if (typeof expectedError === 'function') {
              expect(error, `expected ${expectedError.name}, got ${String(error)}`).toBeInstanceOf(expectedError);
              return;
            }
            expect(error, `expected a DomainError ${expectedError}, got ${String(error)}`).toBeInstanceOf(AppError);
            const { code, messageKey: actualKey, vars, data } = error as AppError;
            expect({ code, messageKey: actualKey }).toEqual({ code: expectedError, messageKey: messageKey ?? `errors.${expectedError}` });
            if (refusal.vars) expect(vars).toEqual(refusal.vars);
            if (refusal.fieldErrors) expect((data as { errors?: unknown } | null)?.errors).toEqual(refusal.fieldErrors);
          },
        };
      },
    });
  },
};

function refusalOf(decide: () => unknown): unknown {
  let decided: unknown;
  try {
    decided = decide();
  } catch (error) {
    return error;
  }
  throw new Error(`expected the command to be refused, but it decided ${JSON.stringify(decided)}`);
}
