import { Effect } from "effect"
import { NotFound } from "../../../api/errors"
import { FunctionId } from "../../../api/functions"
import { CurrentUser } from "../../../api/security"
import { sdcLimits, type ErrorReportLanguage } from "../../../api/sdc/schemas"
import { findSdcFile, readSdcErrors } from "../../db/sdc/sdcFiles"
import { readReportScope } from "../../db/shared/reportScope"
import { errorReportCsv } from "../../domain/sdc/errorReport"
import { mayReadSdcFile } from "../../domain/sdc/fileRows"

const noSuchFile = new NotFound({ message: "No such file" })

/** GET /Sdc/GetSdcErrorReport/{id}: the kept errors of a file of the caller's companies, as CSV in the language asked for. */
export const errorReportHandler = (id: number, language: ErrorReportLanguage) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    const file = yield* findSdcFile(id)
    if (!file) return yield* noSuchFile
    const scope = yield* readReportScope(user, [FunctionId.sdcReport])
    if (!mayReadSdcFile(scope, file)) return yield* noSuchFile
    const errors = yield* readSdcErrors(id, sdcLimits.maxStoredErrors)
    return errorReportCsv(errors, language)
  })
