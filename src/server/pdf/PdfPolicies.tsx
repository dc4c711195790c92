import { Text, View } from "@react-pdf/renderer"
import type { CoverageGap, Policy, PolicyVehicle } from "../../api/reports/schemas"
import type { TranslationFunctions } from "../../i18n/i18n-types"
import {
  FieldGrid,
  contentWidth,
  fieldGridHeight,
  line,
  styles,
  subTitleHeight,
  textLines,
  type Block,
  type FieldItem,
  reportSection,
  type TableProps,
  itemWidth
} from "./pdfParts"
import { itemBlock, itemHead, itemNoneSection, itemTableSection, part, subTitle, type ItemSection } from "./pdfItem"
import { formatNumber, lookupText, nameIn, policyTimeline, vehicleName, vehiclesByModelYear } from "../../i18n/reportFormat"
import type { PdfContext } from "./PdfSummary"

type Ctx = Omit<PdfContext, "report">

/** Cancelled without a date: not available; not cancelled: not applicable. */
const cancellationText = (policy: Policy, LL: TranslationFunctions): string =>
  policy.cancellationDate ?? (policy.isCancelled ? LL.report.policies.notAvailable() : LL.report.policies.notApplicable())

const orNa = (value: string | null, na: string) => (value === null || value === "" ? na : value)

const vehicleFields = (vehicle: PolicyVehicle, { LL, locale }: Ctx): ReadonlyArray<FieldItem> => {
  const t = LL.report.policies.vehicles
  const na = LL.report.notAvailable()
  const lookup = (value: { descriptionEn: string; descriptionFr: string } | null) => (value ? lookupText(value, locale) : na)
  const figure = (value: number | null, unit: (args: { value: string }) => string) =>
    value === null ? na : unit({ value: formatNumber(value, locale) })
  return [
    { label: t.vin(), value: vehicle.vin },
    { label: t.vehicleCode(), value: orNa(vehicle.vehicleCode, na) },
    { label: t.location(), value: orNa(vehicle.vehicleLocation, na) },
    { label: t.use(), value: lookup(vehicle.vehicleUse) },
    { label: t.typeOfUse(), value: lookup(vehicle.typeOfUse) },
    { label: t.vehicleClass(), value: orNa(vehicle.vehicleClass, na) },
    { label: t.drivingRecord(), value: vehicle.drivingRecord === null ? na : String(vehicle.drivingRecord) },
    {
      label: t.coverage(),
      value: vehicle.majorCoverages.length ? vehicle.majorCoverages.map((c) => lookupText(c, locale)).join(", ") : na
    },
    { label: t.commutingOneWay(), value: figure(vehicle.commutingDistanceOneWay, t.kilometres) },
    { label: t.commutingAnnual(), value: figure(vehicle.commutingDistanceAnnual, t.kilometres) },
    { label: t.businessUse(), value: figure(vehicle.businessUsePercentage, t.percent) },
    { label: t.branding(), value: lookup(vehicle.branding) },
    { label: t.grossWeight(), value: figure(vehicle.grossVehicleWeightInKG, t.kilograms) }
  ]
}

/** A vehicle: year, make and model with its VIN; the extra details only for an active policy. */
const vehiclePart = (vehicle: PolicyVehicle, active: boolean, ctx: Ctx) => {
  const t = ctx.LL.report.policies.vehicles
  const name = `${vehicleName(vehicle, ctx.locale)}${vehicle.isTrailer ? ` (${t.trailer()})` : ""}`
  const width = itemWidth - 6
  if (!active) {
    const text = `${name}  ${t.vin()} ${vehicle.vin}`
    return {
      height: textLines(text, width, "bold") * line + 4,
      element: (
        <Text key={vehicle.id} style={styles.vehicle}>
          <Text style={styles.bold}>{name}</Text>
          {`  ${t.vin()} ${vehicle.vin}`}
        </Text>
      )
    }
  }
  const fields = vehicleFields(vehicle, ctx)
  return {
    height: textLines(name, width, "bold") * line + fieldGridHeight(fields, width) + 4,
    element: (
      <View key={vehicle.id} style={styles.vehicle} wrap={false}>
        <Text style={styles.bold}>{name}</Text>
        <FieldGrid fields={fields} />
      </View>
    )
  }
}

const operatorTable = (policy: Policy, { LL, locale }: Ctx): TableProps => {
  const t = LL.report.policies.operators
  const na = LL.report.notAvailable()
  const vehicleLabel = (id: number) => {
    const vehicle = policy.vehicles.find((v) => v.id === id)
    return vehicle ? vehicleName(vehicle, locale) : String(id)
  }
  return {
    head: [t.name(), t.licence(), t.relationship(), t.yearOfBirth(), t.operatorType(), t.dateAdded(), t.dateDeleted()],
    widths: [1.4, 1.3, 1.1, 0.8, 2, 1, 1],
    rows: policy.operators.map((operator) => [
      operator.fullName,
      `${operator.dln} (${operator.dlnJurisdiction.code})`,
      operator.relationShipToPolicyHolder ? lookupText(operator.relationShipToPolicyHolder, locale) : na,
      operator.yearOfBirth === null ? na : String(operator.yearOfBirth),
      operator.vehicles
        .map((v) => t.vehicleType({ vehicle: vehicleLabel(v.policyVehicleId), type: lookupText(v.operatorType, locale) }))
        .join("\n") || na,
      operator.startEarliestTerm ?? na,
      operator.endLatestTerm ?? LL.report.policies.notApplicable()
    ])
  }
}

const policyFields = (policy: Policy, { LL }: Ctx): ReadonlyArray<FieldItem> => {
  const t = LL.report.policies
  return [
    { label: t.policyNumber(), value: policy.policyNumber },
    { label: t.holder(), value: policy.policyholderFullName },
    { label: t.holderAddress(), value: orNa(policy.policyholderFullAddress, LL.report.notAvailable()), wide: true },
    { label: t.numberOfOperators(), value: String(policy.numberOfOperators) },
    { label: t.numberOfVehicles(), value: String(policy.numberOfVehicles) },
    { label: t.effectiveDate(), value: policy.effectiveDate },
    { label: t.expiryDate(), value: policy.expiryDate },
    { label: t.cancellationDate(), value: cancellationText(policy, LL) }
  ]
}

/** The vehicles under their title, each a part of its own (the title goes with the first). */
const vehiclesSection = (key: string, title: string, vehicles: ReadonlyArray<ReturnType<typeof vehiclePart>>): ItemSection => ({
  height: subTitleHeight + vehicles.reduce((sum, v) => sum + v.height, 0),
  element: [subTitle(title), ...vehicles.map((v) => v.element)],
  parts: vehicles.map((vehicle, i) =>
    part(`${key}-${i}`, (i === 0 ? subTitleHeight : 0) + vehicle.height, [i === 0 ? subTitle(title) : null, vehicle.element])
  )
})

const policyBlock = (policy: Policy, ctx: Ctx): Block => {
  const t = ctx.LL.report.policies
  const key = `policy-${policy.policyKey}`
  const vehicles = vehiclesByModelYear(policy.vehicles).map((vehicle) => vehiclePart(vehicle, policy.isActivePolicy, ctx))
  const head = itemHead(
    key,
    {
      names: [
        t.termValue({ start: policy.startDate, end: policy.stopDate }),
        nameIn(policy.carrier.nameEn, policy.carrier.nameFr, ctx.locale)
      ],
      tags: [policy.overlap && t.overlap(), policy.isCommercial && t.commercial()],
      end: lookupText(policy.status, ctx.locale)
    },
    policyFields(policy, ctx)
  )
  return itemBlock(key, [
    head,
    policy.operators.length
      ? itemTableSection(`${key}-operators`, t.operators.title(), operatorTable(policy, ctx))
      : itemNoneSection(`${key}-operators`, t.operators.title(), t.operators.none()),
    vehicles.length
      ? vehiclesSection(`${key}-vehicle`, t.vehicles.title(), vehicles)
      : itemNoneSection(`${key}-vehicles`, t.vehicles.title(), t.vehicles.none())
  ])
}

const gapBlock = (gap: CoverageGap, { LL }: Ctx): Block => ({
  key: `gap-${gap.startDate}`,
  height: 2 * line + 16,
  element: (
    <View key={`gap-${gap.startDate}`} style={styles.gap} wrap={false}>
      <Text style={styles.bold}>{LL.report.policies.possibleGap({ days: gap.days })}</Text>
      <Text>{LL.report.policies.gapDates({ start: gap.startDate, end: gap.endDate })}</Text>
    </View>
  )
})

/** The policies section: its title kept with the first policy, gap rows between policies, the commercial disclaimer. */
export const policyBlocks = ({ report, LL, locale }: PdfContext): ReadonlyArray<Block> => {
  const t = LL.report.policies
  const ctx = { LL, locale }
  const entries: Array<Block> = policyTimeline(report.policies, report.possibleCoverageGaps).map((entry) =>
    entry.kind === "gap" ? gapBlock(entry.gap, ctx) : policyBlock(entry.policy, ctx)
  )
  const disclaimer: ReadonlyArray<Block> = report.policies.some((policy) => policy.isCommercial)
    ? [
        {
          key: "disclaimer",
          height: textLines(t.commercialDisclaimer(), contentWidth) * 8 * 1.25 + 12,
          element: (
            <Text key="disclaimer" style={styles.disclaimer}>
              {t.commercialDisclaimer()}
            </Text>
          )
        }
      ]
    : []
  return [...reportSection("policies", t.title(), entries, t.none()), ...disclaimer]
}
