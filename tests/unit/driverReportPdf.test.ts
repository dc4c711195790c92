import { renderToBuffer } from "@react-pdf/renderer"
import { createElement } from "react"
import { extractText, getDocumentProxy } from "unpdf"
import { describe, expect, it } from "vitest"
import type { DriverReport } from "../../src/api/reports/schemas"
import {
  DriverReportDocument,
  countPdfPages,
  packSheets,
  renderDriverReportPdf,
  reportBlocks,
  sheetsFit,
  type PdfLanguage
} from "../../src/server/pdf/driverReportPdf"
import { columnWidths, sheetHeight } from "../../src/server/pdf/pdfParts"
import { widestWord } from "../../src/server/pdf/pdfFont"
import { pdfTexts } from "../../src/server/pdf/pdfTexts"
import { emptyReport, largeReport, sampleReport } from "./driverReportFixture"

const generatedAt = "2025-03-01T02:45:00Z"

/** The text of every page, one space for every run of white space (no-break spaces included). */
const textOf = async (bytes: Uint8Array) => {
  // pdf.js takes the buffer over: give it a copy.
  const { text, totalPages } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })
  return { text: text.replace(/\s+/g, " "), totalPages }
}

const pdfText = async (report: DriverReport, language: PdfLanguage) =>
  textOf(await renderDriverReportPdf(report, language, { generatedAt }))

/** One policy with more operators and vehicles than a sheet holds. */
const crowdedReport = (): DriverReport => {
  const base = largeReport(3, 2)
  const [first, ...rest] = base.policies
  return {
    ...base,
    policies: [
      {
        ...first!,
        isActivePolicy: true,
        operators: Array.from({ length: 45 }, (_, k) => ({ ...first!.operators[0]!, id: k, fullName: `Operator ${k + 1}` })),
        vehicles: Array.from({ length: 12 }, (_, k) => ({ ...first!.vehicles[0]!, id: 9000 + k, modelYear: 2000 + k }))
      },
      ...rest
    ]
  }
}

describe("driver report PDF", () => {
  it("starts with a PDF header", async () => {
    const bytes = await renderDriverReportPdf(sampleReport, "en")
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
  })

  it("has every section of the report in English", async () => {
    const { text } = await pdfText(sampleReport, "en")
    for (const expected of [
      "Driver report",
      "Driver summary",
      "Jordan Tremblay",
      "123456-789 (Alberta)",
      "Date of birth 1985-06-02",
      // 02:30 UTC on 1 March is 28 February in Edmonton.
      "Report date 2025-02-28",
      "Requestor Alex Analyst",
      "Company Northwind Insurance",
      "Reference number REF-2025-001",
      "Years of data Maximum available",
      "Years of continuous insurance (maximum 25) 25",
      "Alberta grid level 12",
      "Alberta grid indicator A",
      "Alberta grid rating date 2019-04-01",
      "Policies",
      "2024-01-01 to 2025-01-01",
      "Overlap",
      "Commercial",
      "Cancellation date Not available",
      "Cancellation date Not applicable",
      "Possible coverage gap of 578 days",
      "From 2022-06-02 to 2023-12-31",
      "Operators",
      "2020 Honda Civic: Principal",
      "Commercial policies may insure several drivers",
      "Claims",
      "Third party",
      "Reserve only",
      "50% at fault",
      "Total loss $1,234.56",
      "$9,876,543.21",
      "First-party driver",
      "Third-party driver",
      "Insurer Contoso Mutual",
      "Previous inquiries",
      "2025-01-03 - Northwind Insurance",
      "Generated on 2025-02-28 19:45",
      "Page 1 of"
    ]) {
      expect(text).toContain(expected)
    }
  })

  it("shows ****** for a masked party's withheld fields", async () => {
    const { text } = await pdfText(sampleReport, "en")
    expect(text).toContain("Driver name ******")
    expect(text).toContain("Licence number ******")
  })

  it("lists previous inquiries newest first", async () => {
    const { text } = await pdfText(sampleReport, "en")
    expect(text.indexOf("2025-01-03 - Northwind Insurance")).toBeLessThan(text.indexOf("2024-05-10 - Contoso Mutual"))
  })

  it("puts each coverage gap between the policies on either side of it", async () => {
    const { text } = await pdfText(sampleReport, "en")
    const order = [
      "2024-01-01 to 2025-01-01",
      "of 578 days",
      "2021-06-01 to 2022-06-01",
      "of 516 days",
      "2019-01-01 to 2020-01-01"
    ].map((part) => text.indexOf(part))
    expect(order.every((at) => at >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })

  it("sorts a policy's vehicles by model year, newest first, with extra details for an active policy", async () => {
    const { text } = await pdfText(sampleReport, "en")
    expect(text.indexOf("2023 Honda CR-V VIN")).toBeLessThan(text.indexOf("2018 Honda Accord VIN"))
    expect(text).toContain("Commuting distance (one way) 12 km")
    expect(text).toContain("Annual driving distance 15,000 km")
    expect(text).toContain("Gross vehicle weight 1,325 kg")
    // The expired and cancelled policies show year, make, model and VIN only: one vehicle code line, for two vehicles.
    expect(text.match(/Vehicle code/g)).toHaveLength(2)
  })

  it("is in French when asked, amounts formatted the French way", async () => {
    const { text } = await pdfText(sampleReport, "fr")
    for (const expected of [
      "Rapport de conducteur",
      "Sommaire du conducteur",
      "Date du rapport 2025-02-28",
      "Demandeur Alex Analyste",
      "Maximum disponible",
      "Polices",
      "2024-01-01 au 2025-01-01",
      "Chevauchement",
      "Commerciale",
      "Date de résiliation Non disponible",
      "Date de résiliation Sans objet",
      "Interruption de couverture possible de 578 jours",
      "Assurances Northwind",
      "Contoso Mutuelle",
      "Sinistres",
      "Tiers",
      "Réserve seulement",
      "Responsable à 50 %",
      "Total des pertes 1 234,56 $",
      "9 876 543,21 $",
      "Distance de conduite annuelle 15 000 km",
      "Nom du conducteur ******",
      "Demandes antérieures",
      "2025-01-03 - Assurances Northwind",
      "Généré le 2025-02-28 19:45",
      "Page 1 de"
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain("Driver report")
  })

  it("says so when there are no policies, claims or inquiries, and masks a held date of birth", async () => {
    const en = await pdfText(emptyReport, "en")
    expect(en.text).toContain("No policies")
    expect(en.text).toContain("No claims")
    expect(en.text).toMatch(/Previous inquiries None/)
    expect(en.text).toContain("Date of birth ******")
    expect(en.text).toContain("Years of data 10 years")
    expect(en.text).not.toContain("Alberta grid level")
    const fr = await pdfText(emptyReport, "fr")
    expect(fr.text).toContain("Aucune police")
    expect(fr.text).toContain("Aucun sinistre")
    expect(fr.text).toContain("Années de données 10 ans")
  })

  it("frames every page as a filed document: the bureau, the report id, Confidential, the page, the generated-on time zone", async () => {
    const long = largeReport(6, 6)
    for (const [language, expected] of [
      [
        "en",
        [
          "Insurance Data Bureau",
          "Driver report",
          `Report ID: ${long.id}`,
          "Confidential",
          "Generated on 2025-02-28 19:45 (America/Edmonton, UTC-07:00)"
        ]
      ],
      [
        "fr",
        [
          "Bureau des données d'assurance",
          "Rapport de conducteur",
          `N° de rapport : ${long.id}`,
          "Confidentiel",
          "Généré le 2025-02-28 19:45 (America/Edmonton, UTC-07:00)"
        ]
      ]
    ] as const) {
      const bytes = await renderDriverReportPdf(long, language, { generatedAt })
      const { text: pages } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: false })
      expect(pages.length).toBeGreaterThan(2)
      pages.forEach((page, i) => {
        const text = page.replace(/\s+/g, " ")
        for (const part of expected) expect(text).toContain(part)
        expect(text).toContain(pdfTexts(language).report.pdf.pageNumber({ page: i + 1, pages: pages.length }))
      })
    }
  }, 30_000)

  it("gives every table column room for its widest word, sharing the rest by the relative widths", () => {
    const table = {
      head: ["Name", "Licence", "Relationship to policy holder"],
      rows: [["Olivia Chen", "W90012345670001 (ON)", "Conjoint(e)/Partenaire"]],
      widths: [3, 1, 1]
    }
    const columns = columnWidths(table, 400)
    expect(columns[1]).toBeGreaterThan(widestWord("W90012345670001", 9) + 6)
    expect(columns[2]).toBeGreaterThan(widestWord("Conjoint(e)/Partenaire", 9) + 6)
    expect(columns[0]).toBeGreaterThan(columns[1]!)
    expect(columns.reduce((sum, w) => sum + w, 0)).toBeCloseTo(400 - 0.75, 5)
  })

  it("fills each page before the next: a policy that does not fit is continued from its parts", () => {
    for (const report of [sampleReport, largeReport(25, 30), crowdedReport()]) {
      const sheets = packSheets(reportBlocks(report, pdfTexts("en"), "en"))
      for (const sheet of sheets.slice(0, -1)) {
        expect(sheet.reduce((sum, block) => sum + block.height, 0)).toBeGreaterThan(sheetHeight * 0.6)
      }
    }
  })

  it("numbers every page of a long report", async () => {
    const bytes = await renderDriverReportPdf(largeReport(25, 30), "en", { generatedAt })
    const { text, totalPages } = await textOf(bytes)
    expect(totalPages).toBeGreaterThan(20)
    expect(countPdfPages(bytes)).toBe(totalPages)
    for (let page = 1; page <= totalPages; page++) expect(text).toContain(`Page ${page} of ${totalPages}`)
  }, 30_000)

  it("breaks a policy longer than a page into parts, keeping every operator and vehicle", async () => {
    const { text, totalPages } = await pdfText(crowdedReport(), "en")
    expect(text).toContain("Operator 45")
    expect(text).toContain("2011 Honda Civic")
    expect(text).toContain(`Page ${totalPages} of ${totalPages}`)
  }, 30_000)

  it("numbers pages through react-pdf when asked to (the way taken when the estimate misses)", async () => {
    const buffer = await renderToBuffer(
      createElement(DriverReportDocument, { report: sampleReport, language: "fr", generatedAt, numbering: "dynamic" }) as never
    )
    const { text, totalPages } = await textOf(new Uint8Array(buffer))
    expect(text).toContain(`Page ${totalPages} de ${totalPages}`)
    expect(text).toContain("Généré le 2025-02-28 19:45")
  })

  describe("one page per sheet", () => {
    const sheetsOf = (report: DriverReport) => packSheets(reportBlocks(report, pdfTexts("en"), "en"))

    /** Renders sheets as pages that do not wrap, and hands back the layout react-pdf made of them. */
    const laidOut = async (report: DriverReport, sheets: ReturnType<typeof sheetsOf>) => {
      let layout: unknown
      const bytes = await renderToBuffer(
        createElement(DriverReportDocument, {
          report,
          language: "en",
          generatedAt,
          sheets,
          onLayout: (laid: unknown) => {
            layout = laid
          }
        }) as never
      )
      return { layout, bytes: new Uint8Array(bytes) }
    }

    /** Every run of text on every page with where it is drawn. */
    const placedText = async (bytes: Uint8Array) => {
      const pdf = await getDocumentProxy(bytes.slice())
      const pages = []
      for (let n = 1; n <= pdf.numPages; n++) {
        const { items } = await (await pdf.getPage(n)).getTextContent()
        pages.push(
          items.map((item) => ("str" in item ? [item.str, ...item.transform.map((v: number) => v.toFixed(2))].join(" ") : ""))
        )
      }
      return pages
    }

    it("finds every sheet of a long report within its page", async () => {
      for (const report of [sampleReport, largeReport(25, 30)]) {
        const sheets = sheetsOf(report)
        expect(sheetsFit((await laidOut(report, sheets)).layout, sheets.length)).toBe(true)
      }
    }, 30_000)

    it("notices a sheet whose content runs past its page, and a layout it cannot read", async () => {
      const report = largeReport(5, 5)
      const all = [sheetsOf(report).flat()]
      expect(sheetsFit((await laidOut(report, all)).layout, 1)).toBe(false)
      expect(sheetsFit(undefined, 1)).toBe(false)
      expect(sheetsFit({ children: [{}] }, 1)).toBe(false)
    }, 30_000)

    it("draws every text where a wrapping page draws it", async () => {
      const report = largeReport(5, 5)
      const sheets = sheetsOf(report)
      const wrapping = await renderToBuffer(
        createElement(DriverReportDocument, { report, language: "en", generatedAt, numbering: "dynamic", sheets }) as never
      )
      expect(await placedText((await laidOut(report, sheets)).bytes)).toEqual(await placedText(new Uint8Array(wrapping)))
    }, 30_000)
  })
})
