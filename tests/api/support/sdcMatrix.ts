import type { RawRequest } from "./operations"
import type { RunningPortal } from "./portal"
import { newPolicyWorld, sdcCsv } from "./sdcFiles"

type Build = () => RawRequest | Promise<RawRequest>

/**
 * The SDC operations in the authorization matrix: a valid request to each (Northwind General's
 * files, which the manager and the bureau administrator hold sdcReport for), and each tried by
 * Northwind's manager on Maple Mutual's files.
 */
export const sdcMatrix = (portal: () => RunningPortal) => {
  const companyOf = async (code: string) => {
    const [row] = await portal().sql(
      (sql) => sql<{ id: number; organizationId: number }>`SELECT id, organization_id FROM reporting_company WHERE code = ${code}`
    )
    return row!
  }
  /** A rejected file of the company, made here, with an upload id: something to read. */
  const fileOf = async (code: string) => {
    const uploadId = crypto.randomUUID()
    const [row] = await portal().sql(
      (sql) => sql<{ id: number }>`
        INSERT INTO sdc_file (upload_id, file_name, file_type_id, status_id, organization_id, reporting_company_id,
          uploaded_by_user_id, uploaded_by_name, error_count)
        SELECT ${uploadId}::uuid, 'matrix.csv', 1, 4, rc.organization_id, rc.id, (SELECT min(id) FROM portal_user), 'Matrix', 0
        FROM reporting_company rc WHERE rc.code = ${code}
        RETURNING id`
    )
    return { id: row!.id, uploadId }
  }
  const cached = new Map<string, Promise<{ id: number; uploadId: string }>>()
  const fileOnce = (code: string) => {
    if (!cached.has(code)) cached.set(code, fileOf(code))
    return cached.get(code)!
  }
  const uploadTo = async (code: string): Promise<RawRequest> => ({
    query: [
      ["fileName", "matrix.csv"],
      ["fileTypeId", "1"],
      ["reportingCompanyId", String((await companyOf(code)).id)]
    ],
    body: sdcCsv(newPolicyWorld(code).records),
    contentType: "text/csv"
  })

  const requests: Record<string, Build> = {
    "sdcReport.getAllFileStatus": () => ({}),
    "sdcReport.getAllFileTypes": () => ({}),
    "sdcReport.getSdcReports": () => ({
      query: [
        ["pageNumber", "1"],
        ["pageSize", "10"]
      ]
    }),
    "sdcReport.getSdcErrorReport": async () => ({
      params: { id: String((await fileOnce("NWD-GEN")).id) },
      query: [["lang", "fr"]]
    }),
    "sdcUpload.uploadSdcFile": () => uploadTo("NWD-GEN"),
    "sdcUpload.getSdcUpload": async () => ({ params: { uploadId: (await fileOnce("NWD-GEN")).uploadId } })
  }

  const foreign: Record<string, ReadonlyArray<{ readonly request: Build; readonly status: number }>> = {
    "sdcReport.getSdcReports": [
      {
        request: async () => ({ query: [["organizationId", String((await companyOf("MPL-MUT")).organizationId)]] }),
        status: 403
      },
      { request: async () => ({ query: [["reportingCompanyId", String((await companyOf("MPL-MUT")).id)]] }), status: 403 }
    ],
    "sdcReport.getSdcErrorReport": [
      { request: async () => ({ params: { id: String((await fileOnce("MPL-MUT")).id) } }), status: 404 }
    ],
    "sdcUpload.uploadSdcFile": [{ request: () => uploadTo("MPL-MUT"), status: 403 }],
    "sdcUpload.getSdcUpload": [
      { request: async () => ({ params: { uploadId: (await fileOnce("MPL-MUT")).uploadId } }), status: 404 }
    ]
  }
  return { requests, foreign }
}
