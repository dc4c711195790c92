import { Effect, Stream } from "effect"
import { SdcFileTypeId } from "../../api/sdc/schemas"
import { findAccountName } from "../db/demo/accounts"
import { findReportingCompany } from "../db/demo/organizations"
import { dateSdcFile } from "../db/demo/sdcFiles"
import { hasRows } from "../db/demo/storedRows"
import { layerSdcRepository } from "../db/sdc/sdcRepository"
import { ingestSdcFile } from "../domain/sdc/ingestFile"
import { writeSdcFile, type SdcRecord } from "../domain/sdc/format"
import { addDays, addYears } from "../domain/shared/dates"

/** The driver Northwind General's accepted files add: a new policy, its operator and a claim. */
export const demoSdcDriver = { licenceNumber: "O90012345670008", jurisdiction: "ON", name: "Jamie Ouellet" } as const

const jamieOuellet = { name: demoSdcDriver.name, address: "12 Rue Principale, Ottawa ON" }
const robinTremblay = { name: "Robin Tremblay", address: "4 King Street, Toronto ON" }

/** A policy added for a year from its effective date. */
const newPolicy = (
  company: string,
  policyNumber: string,
  effective: string,
  holder: { readonly name: string; readonly address: string },
  status = "ACT"
): SdcRecord => ({
  transaction: "A",
  record: "POLICY",
  company,
  policy_number: policyNumber,
  effective_date: effective,
  expiry_date: addYears(effective, 1),
  policy_status: status,
  holder_name: holder.name,
  holder_address: holder.address
})

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
        newPolicy(common.company, common.policy_number, effective, jamieOuellet),
        {
          transaction: "A",
          record: "OPERATOR",
          ...common,
          ...driver,
          driver_name: demoSdcDriver.name,
          driver_address: jamieOuellet.address,
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
      return [newPolicy("NWD-GEN", "NWD-SDC-0002", addDays(asOf, -20), jamieOuellet)]
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
        newPolicy("NWD-GEN", "NWD-SDC-0003", effective, robinTremblay, "XYZ"),
        newPolicy("MPL-MUT", "MPL-SDC-0001", effective, robinTremblay),
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
    if (yield* hasRows("sdc_file")) return false
    const manager = yield* findAccountName("manager@northwind.example")
    if (!manager) return false
    for (const file of demoFiles) {
      const company = yield* findReportingCompany(file.company)
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
        body: Stream.make(new TextEncoder().encode(writeSdcFile(file.records(asOf))))
      }).pipe(Effect.provide(layerSdcRepository))
      const received = new Date(Date.now() - file.daysAgo * 86_400_000)
      yield* dateSdcFile(result.file.id, received, new Date(received.getTime() + 40_000))
    }
    return true
  })
