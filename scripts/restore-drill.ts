/**
 * npm run restore:drill -- --base-backup DIR --wal-archive DIR --target-time 2026-12-06T01:40:00Z
 *   [--database portal] [--source postgres://…/portal] [--keep]
 *
 * Restores the base backup and the WAL archive to the target time on a scratch server, checks that the
 * driver reports and their reads are those written up to that time and none after (with --source,
 * every one the still running source holds up to then), starts the portal on it until it answers
 * ready, and prints how long each step took. Exits 1 when a check fails. docs/operations.md,
 * "Backups and restore".
 */
import { parseArgs } from "node:util"
import { runRestoreDrill, type Step } from "./restoreDrill"

const usage =
  "usage: npm run restore:drill -- --base-backup DIR --wal-archive DIR --target-time 2026-12-06T01:40:00Z " +
  "[--database portal] [--source postgres://…/portal] [--keep]"

const { values } = parseArgs({
  options: {
    "base-backup": { type: "string" },
    "wal-archive": { type: "string" },
    "target-time": { type: "string" },
    database: { type: "string", default: "portal" },
    source: { type: "string" },
    keep: { type: "boolean", default: false }
  }
})

const baseBackup = values["base-backup"]
const walArchive = values["wal-archive"]
const targetTime = new Date(values["target-time"] ?? "")
if (!baseBackup || !walArchive || Number.isNaN(targetTime.getTime())) {
  console.error(`${usage}\n(the target time with its offset, as PostgreSQL and JavaScript both read it)`)
  process.exit(2)
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const printStep = ({ name, ms }: Step) => console.log(`  ${name.padEnd(48)} ${seconds(ms).padStart(9)}`)

console.log(`Restoring ${baseBackup} with the WAL archive ${walArchive} to ${targetTime.toISOString()}`)
const drill = await runRestoreDrill({
  baseBackup,
  walArchive,
  targetTime,
  database: values.database,
  sourceUrl: values.source,
  onStep: printStep
})
printStep({ name: "total", ms: drill.steps.reduce((sum, step) => sum + step.ms, 0) })
console.log(
  `Last transaction replayed: ${drill.replayedUpTo ?? "none after the backup"}; the portal answered ready at ${drill.portal.baseUrl}`
)
for (const check of drill.checks) {
  const missing = check.missing.length > 0 ? `, ${check.missing.length} of the source's missing` : ""
  console.log(
    `  ${check.passed ? "ok  " : "FAIL"} ${check.table}: ${check.upToTarget} up to the target, ` +
      `${check.afterTarget} after it${missing} (latest ${check.latest ?? "none"})`
  )
}
await drill.stop({ keepServer: values.keep })
if (values.keep) console.log(`The restored server runs on: ${drill.databaseUrl} (data in ${drill.server.dataDir})`)
console.log(drill.passed ? "The restore drill passed." : "The restore drill FAILED.")
process.exit(drill.passed ? 0 : 1)
