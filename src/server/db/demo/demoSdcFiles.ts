import { Effect, Stream } from "effect"
import { SqlClient } from "effect/sql"
import Papa from "papaparse"
import { SdcFileTypeId } from "../../../api/sdc/schemas"
import { ingestSdcFile } from "../../domain/sdc/ingestFile"
import { sdcColumns, type SdcColumn } from "../../domain/sdc/format"
import { addDays, addYears } from "../../domain/shared/dates"

type SdcRecord = Partial<Record<SdcColumn, string>>

/** A file of the SDC format (docs/sdc-format.md): the header, then one line per record. */
const sdcCsv = (records: ReadonlyArray<SdcRecord>) =>
  Papa.unparse({ fields: [...sdcColumns], data: records.map((r) => sdcColumns.map((c) => r[c] ?? "")) }, { newline: "\r\n" }) +
  "\r\n"

/** The driver Northwind General's accepted files add: a new policy, its operator and a claim. */
export const demoSdcDriver = { licenceNumber: "O90012345670008", jurisdiction: "ON", name: "Jamie Ouellet" } as const

interface DemoFile {
  readonly fileName: string
  readonly company: string
  readonly fileTypeId: number
  readonly daysAgo: number
  readonly records: (asOf: string) => ReadonlyArray<SdcRecord>
}

/**
 * The demo world's SDC files, sent by Northwind's manager (docs/demo-data.md): two accepted (a new
 * policy with its driver and a claim, then a second policy of the same holder) and one rejected with
 * errors of several kinds, whose error report downloads in both languages.
 */
const demoFiles: ReadonlyArray<DemoFile> = [
  {
    fileName: "northwind-general-2025-q3.csv",
    company: "NWD-GEN",
    fileTypeId: SdcFileTypeId.all,
    daysAgo: 12,
    records: (asOf) => {
      const effective = addDays(asOf, -90)
      const common = { company: "NWD-GEN", policy_number: "NWD-SDC-0001" }
      const driver = { licence_number: demoSdcDriver.licenceNumber, jurisdiction: demoSdcDriver.jurisdiction }
      return [
        {
          transaction: "A",
          record: "POLICY",
          ...common,
          effective_date: effective,
          expiry_date: addYears(effective, 1),
          policy_status: "ACT",
          holder_name: demoSdcDriver.name,
          holder_address: "12 Rue Principale, Ottawa ON"
        },
        {
          transaction: "A",
          record: "OPERATOR",
          ...common,
          ...driver,
          driver_name: demoSdcDriver.name,
          driver_address: "12 Rue Principale, Ottawa ON",
          date_of_birth: "1988-04-17",
          date_added: effective
        },
        {
          transaction: "A",
          record: "CLAIM",
          ...common,
          ...driver,
          claim_number: "NWD-SDC-C0001",
          date_of_loss: addDays(asOf, -30),
          claim_status: "O",
          at_fault: "0"
        }
      ]
    }
  },
  {
    fileName: "northwind-general-policies.csv",
    company: "NWD-GEN",
    fileTypeId: SdcFileTypeId.policy,
    daysAgo: 6,
    records: (asOf) => {
      const effective = addDays(asOf, -20)
      return [
        {
          transaction: "A",
          record: "POLICY",
          company: "NWD-GEN",
          policy_number: "NWD-SDC-0002",
          effective_date: effective,
          expiry_date: addYears(effective, 1),
          policy_status: "ACT",
          holder_name: demoSdcDriver.name,
          holder_address: "12 Rue Principale, Ottawa ON"
        }
      ]
    }
  },
  {
    fileName: "northwind-general-corrections.csv",
    company: "NWD-GEN",
    fileTypeId: SdcFileTypeId.all,
    daysAgo: 2,
    records: (asOf) => {
      const effective = addDays(asOf, -10)
      return [
        {
          transaction: "A",
          record: "POLICY",
          company: "NWD-GEN",
          policy_number: "NWD-SDC-0003",
          effective_date: effective,
          expiry_date: addYears(effective, 1),
          policy_status: "XYZ",
          holder_name: "Robin Tremblay",
          holder_address: "4 King Street, Toronto ON"
        },
        {
          transaction: "A",
          record: "POLICY",
          company: "MPL-MUT",
          policy_number: "MPL-SDC-0001",
          effective_date: effective,
          expiry_date: addYears(effective, 1),
          policy_status: "ACT",
          holder_name: "Robin Tremblay",
          holder_address: "4 King Street, Toronto ON"
        },
        {
          transaction: "A",
          record: "CLAIM",
          company: "NWD-GEN",
          policy_number: "NWD-SDC-0001",
          licence_number: demoSdcDriver.licenceNumber,
          jurisdiction: "ON",
          claim_number: "NWD-SDC-C0002",
          date_of_loss: "2025-13-01",
          claim_status: "O",
          at_fault: "30"
        }
      ]
    }
  }
]

/**
 * Sends the demo files through the server's own ingestion, as Northwind's manager, then dates each
 * as received that many days ago. Runs once, into a world with no SDC file yet.
 */
export const seedDemoSdcFiles = (asOf: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [existing] = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM sdc_file`
    if (existing!.count > 0) return false
    const [manager] = yield* sql<{ id: number; firstName: string; lastName: string }>`
      SELECT id, first_name, last_name FROM portal_user WHERE email = 'manager@northwind.example'`
    if (!manager) return false
    for (const file of demoFiles) {
      const [company] = yield* sql<{ id: number; organizationId: number; code: string }>`
        SELECT id, organization_id, code FROM reporting_company WHERE code = ${file.company}`
      if (!company) continue
      const result = yield* ingestSdcFile({
        uploadId: null,
        fileName: file.fileName,
        fileTypeId: file.fileTypeId,
        organizationId: company.organizationId,
        reportingCompanyId: company.id,
        companyCode: company.code,
        userId: manager.id,
        userName: `${manager.firstName} ${manager.lastName}`,
        today: asOf,
        body: Stream.make(new TextEncoder().encode(sdcCsv(file.records(asOf))))
      })
      const received = new Date(Date.now() - file.daysAgo * 86_400_000)
      yield* sql`UPDATE sdc_file SET received_at = ${received.toISOString()},
          completed_at = ${new Date(received.getTime() + 40_000).toISOString()}
        WHERE id = ${result.file.id}`
    }
    return true
  })
