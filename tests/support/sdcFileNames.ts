import type { SdcUploadIssue } from "../../src/api/sdc/uploadRules"

type FileNameCode = Extract<SdcUploadIssue, { field: "fileName" }>["code"]

/**
 * File names and what the rule says of each: the upload dialog's test and the api's test walk the
 * same list, so that the browser refuses before sending exactly what the server refuses.
 */
export const fileNameCases: ReadonlyArray<{ readonly name: string; readonly issue: FileNameCode | undefined }> = [
  { name: "claims 2025.csv", issue: undefined },
  { name: "  padded name.csv  ", issue: undefined },
  { name: "polices-été_Québec.csv", issue: undefined },
  { name: `${"a".repeat(196)}.csv`, issue: undefined },
  { name: `${"a".repeat(197)}.csv`, issue: "tooLong" },
  { name: "   ", issue: "blank" },
  { name: "", issue: "blank" },
  { name: "claims\r\nInjected: yes.csv", issue: "invalidCharacter" },
  { name: "claims\n.csv", issue: "invalidCharacter" },
  { name: "claims.csv\n", issue: "invalidCharacter" },
  { name: "claims\t2025.csv", issue: "invalidCharacter" },
  { name: "claims\u0000.csv", issue: "invalidCharacter" },
  { name: "\u001b[31mred.csv", issue: "invalidCharacter" },
  { name: "claims\u007f.csv", issue: "invalidCharacter" },
  { name: "claims\u0085.csv", issue: "invalidCharacter" },
  { name: "claims\u2028.csv", issue: "invalidCharacter" },
  { name: "claims\u202Evsc.exe", issue: "invalidCharacter" }
]
