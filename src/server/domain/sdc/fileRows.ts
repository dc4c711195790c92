import { sdcFileStatuses, sdcFileTypes, type SdcFileRow, type SdcLookup } from "../../../api/sdc/schemas"
import type { SdcFileRecord } from "../../db/sdc/sdcFiles"
import type { ReportScope } from "../shared/reportScope"

export type { SdcFileRecord }

const lookupOf = (list: ReadonlyArray<SdcLookup>, id: number): SdcLookup =>
  list.find((entry) => entry.id === id) ?? { id, code: String(id), nameEn: String(id), nameFr: String(id) }

export const fileStatus = (id: number) => lookupOf(sdcFileStatuses, id)
export const fileType = (id: number) => lookupOf(sdcFileTypes, id)
export const isFileType = (id: number) => sdcFileTypes.some((t) => t.id === id)
export const isFileStatus = (id: number) => sdcFileStatuses.some((s) => s.id === id)

export const toSdcFileRow = (r: SdcFileRecord): SdcFileRow => ({
  id: r.id,
  fileName: r.fileName,
  organization: { id: r.organizationId, nameEn: r.organizationEn, nameFr: r.organizationFr },
  reportingCompany: { id: r.reportingCompanyId, nameEn: r.companyEn, nameFr: r.companyFr },
  fileType: fileType(r.fileTypeId),
  status: fileStatus(r.statusId),
  receivedDate: r.receivedDate,
  completedDate: r.completedDate,
  rows: r.rowCount,
  bytesReceived: r.bytesReceived,
  errorCount: r.errorCount,
  uploadedBy: r.uploadedByName,
  ...(typeof r.machineClientId === "string" && { machineClientId: r.machineClientId })
})

/** A file belongs to its company: only those holding sdcReport for it read it; others find nothing. */
export const mayReadSdcFile = (scope: ReportScope, file: Pick<SdcFileRecord, "reportingCompanyId" | "organizationId">) =>
  scope.companyIds.has(file.reportingCompanyId) || scope.organizationIds.has(file.organizationId)
