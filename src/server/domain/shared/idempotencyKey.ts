import { Effect } from "effect"
import { idempotencyKeyHours } from "../../../api/reports/reportReuse"

/** An Idempotency-Key of one account on one operation (src/server/db/shared/idempotencyKeys.ts). */
export interface KeyOf {
  readonly userId: number
  readonly operation: string
  readonly key: string
}

/** The report a key's first call answered, and whether it was a stored one answered again. */
export interface KeyAnswer {
  readonly reportId: number
  readonly reused: boolean
}

/** What a repository keeping keys offers: a turn per key, and the kept answers. */
export interface KeyStore<E> {
  readonly waitForTurn: (name: string) => Effect.Effect<void, E>
  readonly findKeptAnswer: (key: KeyOf, hours: number) => Effect.Effect<(KeyAnswer & { requestHash: string }) | undefined, E>
  readonly keepAnswer: (key: KeyOf, answer: KeyAnswer & { requestHash: string }, hours: number) => Effect.Effect<void, E>
}

export type Keyed<A> =
  | { readonly _tag: "Made"; readonly made: A }
  /** The key's first answer, again. */
  | { readonly _tag: "Replayed"; readonly reportId: number; readonly reused: boolean }
  /** The key answered another request. */
  | { readonly _tag: "KeyReused" }

/**
 * A generation under an Idempotency-Key (docs/api.md, "The same report is not bought twice"): the
 * key's first answer when it was used in the last 24 hours by the same account (refused when with
 * another request), else `make`, whose answer (`answerOf`, undefined for a refusal) the key keeps.
 * To be run in one transaction: the key's turn holds until it ends, so calls at once make one report.
 */
export const underKey = <A, E, R, SE>(
  store: KeyStore<SE>,
  key: KeyOf,
  requestHash: string,
  make: Effect.Effect<A, E, R>,
  answerOf: (made: A) => KeyAnswer | undefined
) =>
  Effect.gen(function* () {
    yield* store.waitForTurn(`idempotency:${key.userId}:${key.operation}:${key.key}`)
    const kept = yield* store.findKeptAnswer(key, idempotencyKeyHours)
    if (kept) {
      if (kept.requestHash !== requestHash) return { _tag: "KeyReused" } as Keyed<A>
      return { _tag: "Replayed", reportId: kept.reportId, reused: kept.reused } as Keyed<A>
    }
    const made = yield* make
    const answer = answerOf(made)
    if (answer) yield* store.keepAnswer(key, { ...answer, requestHash }, idempotencyKeyHours)
    return { _tag: "Made", made } as Keyed<A>
  })
