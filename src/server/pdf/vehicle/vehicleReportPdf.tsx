import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer"
import type { VehicleReport } from "../../../api/reports/vehicleSchemas"
import type { Locales } from "../../../i18n/i18n-types"
import { pdfTexts } from "../pdfTexts"
import { formatCad, formatNumber, formatReportDate, lookupText, nameIn } from "../../../i18n/reportFormat"

const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 9, fontFamily: "Helvetica", color: "#1a2433" },
  title: { fontSize: 16, fontFamily: "Helvetica-Bold", color: "#0b3d6e", marginBottom: 10 },
  section: { fontSize: 12, fontFamily: "Helvetica-Bold", color: "#0b3d6e", marginTop: 14, marginBottom: 6 },
  grid: { flexDirection: "row", flexWrap: "wrap" },
  field: { width: "25%", marginBottom: 6, paddingRight: 6 },
  label: { color: "#5b6b80", fontSize: 8 },
  value: { fontFamily: "Helvetica-Bold" },
  card: { borderWidth: 1, borderColor: "#c5d4e5", borderRadius: 3, padding: 6, marginBottom: 6 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#c5d4e5", paddingVertical: 2 },
  head: { fontFamily: "Helvetica-Bold" },
  footer: {
    position: "absolute",
    bottom: 18,
    left: 36,
    right: 36,
    fontSize: 8,
    color: "#5b6b80",
    flexDirection: "row",
    justifyContent: "space-between"
  }
})

const Field = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <View style={styles.field}>
    <Text style={styles.label}>{label}</Text>
    <Text style={styles.value}>{value}</Text>
  </View>
)

const Row = ({
  cells,
  widths,
  head = false
}: {
  readonly cells: ReadonlyArray<string>
  readonly widths: ReadonlyArray<string>
  readonly head?: boolean
}) => (
  <View style={styles.row} wrap={false}>
    {cells.map((cell, i) => (
      <Text key={i} style={[{ width: widths[i] }, head ? styles.head : {}]}>
        {cell}
      </Text>
    ))}
  </View>
)

const VehicleReportDocument = ({ report, language }: { readonly report: VehicleReport; readonly language: Locales }) => {
  const t = pdfTexts(language).vehicleReport
  const dash = "—"
  const zone = report.ianaTimezone
  const policyWidths = ["16%", "14%", "12%", "12%", "12%", "10%", "8%", "8%", "8%"]
  return (
    <Document title={`${t.title()} ${report.vin}`} language={language === "fr" ? "fr-CA" : "en-CA"}>
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.title}>{`${t.title()} — ${report.vin.toUpperCase()}`}</Text>
        <View style={styles.grid}>
          <Field label={t.vin()} value={report.vin.toUpperCase()} />
          <Field label={t.modelYear()} value={report.modelYear === null ? dash : String(report.modelYear)} />
          <Field label={t.make()} value={nameIn(report.makeEn, report.makeFr, language)} />
          <Field label={t.model()} value={nameIn(report.modelEn, report.modelFr, language)} />
          <Field label={t.reportDate()} value={formatReportDate(report.reportDate, zone)} />
          <Field label={t.requestor()} value={report.requestor} />
          <Field label={t.company()} value={nameIn(report.companyNameEn, report.companyNameFr, language)} />
          <Field label={t.lastUpdate()} value={report.lastUpdated ? formatReportDate(report.lastUpdated, zone) : dash} />
          <Field label={t.vehicleCode()} value={report.vehicleCode ?? dash} />
          <Field
            label={t.grossWeight()}
            value={report.grossVehicleWeight === null ? dash : t.kg({ value: formatNumber(report.grossVehicleWeight, language) })}
          />
          <Field label={t.branding()} value={report.branding ? lookupText(report.branding, language) : t.none()} />
          {report.vehicleCode?.startsWith("P") ? <Field label={t.priceCoded()} value="✓" /> : null}
        </View>

        <Text style={styles.section}>{t.claims()}</Text>
        {report.claims.length === 0 ? (
          <Text>{t.noClaims()}</Text>
        ) : (
          <>
            <View style={styles.grid}>
              <Field label={t.totalLoss()} value={formatCad(report.totalClaimsLoss, language)} />
              <Field label={t.totalExpense()} value={formatCad(report.totalClaimsExpense, language)} />
            </View>
            {report.claims.map((claim) => (
              <View key={claim.id} style={styles.card} wrap={false}>
                <View style={styles.grid}>
                  <Field label={t.dateOfLoss()} value={claim.dateOfLoss} />
                  <Field label={t.insurer()} value={nameIn(claim.insurer.nameEn, claim.insurer.nameFr, language)} />
                  <Field label={t.policyNumber()} value={claim.policyNumber} />
                  <Field label={t.claimNumber()} value={claim.claimNumber} />
                  <Field label={t.status()} value={claim.status === "open" ? t.statusOpen() : t.statusClosed()} />
                  <Field label={t.vehicleLoss()} value={claim.vehicleLoss ? lookupText(claim.vehicleLoss, language) : t.none()} />
                  <Field label={t.totalLoss()} value={formatCad(claim.totalLoss, language)} />
                  <Field label={t.totalExpense()} value={formatCad(claim.totalExpense, language)} />
                </View>
                <Row head cells={[t.kindOfLoss(), t.loss(), t.expense()]} widths={["50%", "25%", "25%"]} />
                {claim.losses.map((loss) => (
                  <Row
                    key={loss.code}
                    cells={[
                      lookupText(loss, language),
                      formatCad(loss.lossAmount, language),
                      formatCad(loss.expenseAmount, language)
                    ]}
                    widths={["50%", "25%", "25%"]}
                  />
                ))}
              </View>
            ))}
          </>
        )}

        <Text style={styles.section}>{t.policies()}</Text>
        {report.policies.length === 0 ? (
          <Text>{t.noPolicies()}</Text>
        ) : (
          <>
            <Row
              head
              widths={policyWidths}
              cells={[
                t.coveragePeriod(),
                t.insurer(),
                t.policyNumber(),
                t.status(),
                t.vehicleUse(),
                t.typeOfUse(),
                t.businessUse(),
                t.commutingDistance(),
                t.annualDistance()
              ]}
            />
            {report.policies.map((p, i) => (
              <Row
                key={i}
                widths={policyWidths}
                cells={[
                  `${p.coveragePeriod.startDate} – ${p.coveragePeriod.endDate}`,
                  nameIn(p.carrier.nameEn, p.carrier.nameFr, language),
                  p.policyNumber,
                  lookupText(p.policyStatus, language),
                  p.vehicleUse ? lookupText(p.vehicleUse, language) : dash,
                  p.vehicleClass ? lookupText(p.vehicleClass, language) : dash,
                  p.businessUsePercent === null ? dash : t.percent({ value: formatNumber(p.businessUsePercent, language) }),
                  p.commutingDistance === null ? dash : t.km({ value: formatNumber(p.commutingDistance, language) }),
                  p.annualDrivingDistance === null ? dash : t.km({ value: formatNumber(p.annualDrivingDistance, language) })
                ]}
              />
            ))}
          </>
        )}
        <View style={styles.footer} fixed>
          <Text>{report.vin.toUpperCase()}</Text>
          <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
        </View>
      </Page>
    </Document>
  )
}

/** The vehicle report as a PDF in the chosen language, with the sections of the screen. */
export const renderVehicleReportPdf = async (report: VehicleReport, language: Locales): Promise<Uint8Array> => {
  const buffer = await renderToBuffer(<VehicleReportDocument report={report} language={language} />)
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
}
