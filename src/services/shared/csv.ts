import Papa from "papaparse"

/**
 * CSV text with a header row and CRLF line ends. Cells starting with = + - @ (or a tab or carriage
 * return) are prefixed with a quote so a spreadsheet never runs them as formulas.
 */
export const csvText = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string | number>>): string =>
  Papa.unparse({ fields: [...header], data: rows.map((row) => [...row]) }, { escapeFormulae: true, newline: "\r\n" })

/** Saves text as a file through a temporary link; the byte-order mark lets spreadsheets read accents as UTF-8. */
export const downloadCsv = (csv: string, fileName: string): void => {
  const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }))
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  link.style.display = "none"
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked once the browser has had time to start the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
