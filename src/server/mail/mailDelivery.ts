import { Context, Duration, Effect, Layer, Metric, Queue, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import nodemailer from "nodemailer"
import { PortalConfig, type PortalConfigShape } from "../config"
import { mailFailures, mailLogged, mailSent } from "../monitoring/metrics"
import { claimForLog, claimForSending, markFailed, markSent, type OutboxMail } from "../db/mail/outbox"

/**
 * Delivers the mail_outbox: through SMTP_URL when it is set, otherwise by writing each mail to the
 * log once. It reads the outbox every MAIL_POLL_SECONDS; `wake` makes it read at once (after a
 * transaction that queued mail has committed).
 */
export class MailDelivery extends Context.Service<MailDelivery, { readonly wake: Effect.Effect<void> }>()(
  "portal/MailDelivery"
) {}

/** Waits after a failed send: 30 s, doubling per attempt, at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1))

/** Rows handled per read; a full batch is followed by another read at once. */
const batchSize = 20

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Sends the due rows one by one; a failure is kept on its row, which is tried again later. */
const sendPending = (send: (mail: OutboxMail) => Promise<unknown>) =>
  Effect.gen(function* () {
    const claimed = yield* claimForSending(batchSize)
    for (const mail of claimed) {
      const sent = yield* Effect.tryPromise({ try: () => send(mail), catch: messageOf }).pipe(
        Effect.as(true),
        Effect.catch((error) => {
          const retryIn = retryDelaySeconds(mail.attempts)
          return Effect.logWarning("Mail not sent; it will be tried again").pipe(
            Effect.annotateLogs({ outboxId: mail.id, attempt: mail.attempts, retryInSeconds: retryIn, error }),
            Effect.andThen(Metric.update(mailFailures, 1)),
            Effect.andThen(markFailed(mail.id, error, retryIn)),
            Effect.as(false)
          )
        })
      )
      if (sent) yield* markSent(mail.id).pipe(Effect.andThen(Metric.update(mailSent, 1)))
    }
    return claimed.length
  })

/**
 * Without a mail server the log is where mail goes: each row once, with its recipients and subject.
 * Outside production that is how the portal is meant to run (the demo world's own notices are in the
 * outbox at first start), so the line is information; in production no mail would ever leave, so it
 * is a warning.
 */
const logPending = (production: boolean) =>
  Effect.gen(function* () {
    const logged = yield* claimForLog(batchSize)
    const log = production ? Effect.logWarning : Effect.logInfo
    for (const mail of logged) {
      yield* log("Mail kept in the outbox and not sent: SMTP_URL is not set").pipe(
        Effect.annotateLogs({ outboxId: mail.id, recipients: mail.recipients.join(", "), subject: mail.subject })
      )
      yield* Metric.update(mailLogged, 1)
    }
    return logged.length
  })

const makeSender = (config: PortalConfigShape) =>
  Effect.gen(function* () {
    const smtpUrl = config.smtpUrl
    if (smtpUrl === undefined) return undefined
    const transport = yield* Effect.acquireRelease(
      Effect.sync(() =>
        nodemailer.createTransport({
          url: Redacted.value(smtpUrl),
          // A mail server that does not answer must not hold the lease of its rows for long.
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 60_000
        })
      ),
      (transport) => Effect.sync(() => transport.close())
    )
    const host = URL.parse(config.publicUrl)?.hostname || "localhost"
    return (mail: OutboxMail) =>
      transport.sendMail({
        from: config.mailFrom,
        to: [...mail.recipients],
        subject: mail.subject,
        text: mail.body,
        // One id per row: a mail sent again after a lost answer is recognisable as the same mail.
        messageId: `<outbox-${mail.id}@${host}>`
      })
  })

export const layerMailDelivery = Layer.effect(
  MailDelivery,
  Effect.gen(function* () {
    const config = yield* PortalConfig
    const sql = yield* SqlClient.SqlClient
    const send = yield* makeSender(config)
    const wakeUps = yield* Queue.dropping<void>(1)
    const deliver = (send === undefined ? logPending(config.production) : sendPending(send)).pipe(
      Effect.provideService(SqlClient.SqlClient, sql)
    )
    const interval = Duration.seconds(config.mailPollSeconds)

    const round: Effect.Effect<void> = deliver.pipe(
      Effect.catchCause((cause) => Effect.logWarning("Reading the mail outbox failed", cause).pipe(Effect.as(0))),
      Effect.flatMap((handled) =>
        handled === batchSize ? Effect.void : Effect.raceFirst(Queue.take(wakeUps), Effect.sleep(interval))
      )
    )
    yield* Effect.forkScoped(Effect.forever(round))
    return { wake: Queue.offer(wakeUps, undefined).pipe(Effect.asVoid) }
  })
)
