import type { Lookup, Policy, PolicyVehicle } from "../../../api/reports/schemas"
import { useI18nContext } from "../../../i18n/i18n-react"
import { formatNumber, lookupText, nameIn, vehicleName, vehiclesByModelYear } from "../../../i18n/reportFormat"
import { css } from "styled-system/css"
import { AddOperatorAction, PolicyAction } from "./ReportActions"
import { stickyFirstColumn } from "../../ui/styles"
import { Field, FieldList, none, subTitle, table, tableFrame } from "./reportParts"
import { TableHead } from "../../ui/TableHead"

const vehicleCard = css({ borderLeft: "3px solid", borderColor: "navy.100", pl: "12px", py: "4px", mb: "12px" })
const vehicleTitle = css({ fontWeight: "700", mb: "6px" })
const operatorTypes = css({ listStyle: "none", p: 0, m: 0 })

/** Cancelled without a date: "not available"; not cancelled: "not applicable" (document 3 section 2). */
export const useCancellationText = () => {
  const { LL } = useI18nContext()
  return (policy: Policy): string =>
    policy.cancellationDate ?? (policy.isCancelled ? LL.report.policies.notAvailable() : LL.report.policies.notApplicable())
}

const Operators = ({ policy }: { readonly policy: Policy }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.report.policies.operators
  const na = LL.report.notAvailable()
  const titleId = `policy-${policy.policyKey}-operators`
  const vehicleLabel = (id: number) => {
    const vehicle = policy.vehicles.find((v) => v.id === id)
    return vehicle ? vehicleName(vehicle, locale) : String(id)
  }
  return (
    <>
      <h4 id={titleId} className={subTitle}>
        {t.title()}
      </h4>
      {policy.operators.length === 0 ? (
        <p className={none}>{t.none()}</p>
      ) : (
        <div className={tableFrame} tabIndex={0}>
          <table className={`${table} ${stickyFirstColumn}`} aria-labelledby={titleId}>
            <TableHead
              labels={[
                t.name(),
                t.licence(),
                t.relationship(),
                t.yearOfBirth(),
                t.operatorType(),
                t.dateAdded(),
                t.dateDeleted()
              ]}
            />
            <tbody>
              {policy.operators.map((operator, index) => (
                <tr key={operator.id} data-testid={`operator-${operator.id}`}>
                  <th scope="row">
                    {operator.fullName}
                    {index === policy.operators.length - 1 && <AddOperatorAction policy={policy} />}
                  </th>
                  <td>{`${operator.dln} (${operator.dlnJurisdiction.code})`}</td>
                  <td>{operator.relationShipToPolicyHolder ? lookupText(operator.relationShipToPolicyHolder, locale) : na}</td>
                  <td>{operator.yearOfBirth ?? na}</td>
                  <td>
                    {operator.vehicles.length === 0 ? (
                      na
                    ) : (
                      <ul className={operatorTypes}>
                        {operator.vehicles.map((v) => (
                          <li key={v.policyVehicleId}>
                            {t.vehicleType({
                              vehicle: vehicleLabel(v.policyVehicleId),
                              type: lookupText(v.operatorType, locale)
                            })}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td>{operator.startEarliestTerm ?? na}</td>
                  <td>{operator.endLatestTerm ?? LL.report.policies.notApplicable()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}

/** A vehicle: year, make, model and VIN; the extra details only for an active policy (document 3 section 2). */
const Vehicle = ({ vehicle, active }: { readonly vehicle: PolicyVehicle; readonly active: boolean }) => {
  const { LL, locale } = useI18nContext()
  const t = LL.report.policies.vehicles
  const na = LL.report.notAvailable()
  const lookup = (value: Lookup | null) => (value ? lookupText(value, locale) : na)
  const figure = (value: number | null, unit: (args: { value: string }) => string) =>
    value === null ? na : unit({ value: formatNumber(value, locale) })
  return (
    <li className={vehicleCard} data-testid={`vehicle-${vehicle.id}`}>
      <p className={vehicleTitle}>
        {vehicleName(vehicle, locale)}
        {vehicle.isTrailer ? ` (${t.trailer()})` : ""}
      </p>
      <FieldList>
        <Field label={t.year()}>{String(vehicle.modelYear)}</Field>
        <Field label={t.make()}>{nameIn(vehicle.makeEn, vehicle.makeFr, locale)}</Field>
        <Field label={t.model()}>{nameIn(vehicle.modelEn, vehicle.modelFr, locale)}</Field>
        <Field label={t.vin()}>{vehicle.vin}</Field>
        {active && (
          <>
            <Field label={t.vehicleCode()}>{vehicle.vehicleCode || na}</Field>
            <Field label={t.location()}>{vehicle.vehicleLocation || na}</Field>
            <Field label={t.use()}>{lookup(vehicle.vehicleUse)}</Field>
            <Field label={t.typeOfUse()}>{lookup(vehicle.typeOfUse)}</Field>
            <Field label={t.vehicleClass()}>{vehicle.vehicleClass || na}</Field>
            <Field label={t.drivingRecord()}>{vehicle.drivingRecord ?? na}</Field>
            <Field label={t.coverage()}>
              {vehicle.majorCoverages.length ? vehicle.majorCoverages.map((c) => lookupText(c, locale)).join(", ") : na}
            </Field>
            <Field label={t.commutingOneWay()}>{figure(vehicle.commutingDistanceOneWay, t.kilometres)}</Field>
            <Field label={t.commutingAnnual()}>{figure(vehicle.commutingDistanceAnnual, t.kilometres)}</Field>
            <Field label={t.businessUse()}>{figure(vehicle.businessUsePercentage, t.percent)}</Field>
            <Field label={t.branding()}>{lookup(vehicle.branding)}</Field>
            <Field label={t.grossWeight()}>{figure(vehicle.grossVehicleWeightInKG, t.kilograms)}</Field>
          </>
        )}
      </FieldList>
    </li>
  )
}

/** What an open policy shows: its details, operators and vehicles (newest model year first). */
export const PolicyDetails = ({ policy }: { readonly policy: Policy }) => {
  const { LL } = useI18nContext()
  const t = LL.report.policies
  const cancellation = useCancellationText()
  const vehicles = vehiclesByModelYear(policy.vehicles)
  return (
    <>
      <FieldList label={t.details()}>
        <Field label={t.policyNumber()}>{policy.policyNumber}</Field>
        <Field label={t.holder()}>{policy.policyholderFullName}</Field>
        <Field label={t.numberOfOperators()}>{String(policy.numberOfOperators)}</Field>
        <Field label={t.numberOfVehicles()}>{String(policy.numberOfVehicles)}</Field>
        <Field label={t.holderAddress()} wide>
          {policy.policyholderFullAddress || LL.report.notAvailable()}
        </Field>
        <Field label={t.effectiveDate()}>{policy.effectiveDate}</Field>
        <Field label={t.expiryDate()}>{policy.expiryDate}</Field>
        <Field label={t.cancellationDate()} testId={`cancellation-${policy.policyKey}`} action={<PolicyAction policy={policy} />}>
          {cancellation(policy)}
        </Field>
      </FieldList>
      <Operators policy={policy} />
      <h4 className={subTitle}>{t.vehicles.title()}</h4>
      {vehicles.length === 0 ? (
        <p className={none}>{t.vehicles.none()}</p>
      ) : (
        <ul className={css({ listStyle: "none", p: 0, m: 0 })} aria-label={t.vehicles.title()}>
          {vehicles.map((vehicle) => (
            <Vehicle key={vehicle.id} vehicle={vehicle} active={policy.isActivePolicy} />
          ))}
        </ul>
      )}
    </>
  )
}
