import type { NamespaceReportHistoryTranslation } from "../../i18n-types"

const fr_reportHistory = {
  title: "Historique des rapports",
  fromDate: "Date du rapport, du",
  toDate: "Date du rapport, au",
  referenceNumber: "Numéro de référence",
  driverLicenseNumber: "Numéro de permis de conduire",
  driverName: "Nom du conducteur",
  invalidDate: "Date invalide",
  futureDate: "Date invalide : nous sommes le {today}, et aucun rapport ne peut dater d'un jour ultérieur.",
  fromAfterTo: "La date de début doit précéder ou égaler la date de fin.",
  noResults: "Aucun résultat trouvé",
  count: "{count} {{résultat trouvé|résultats trouvés}}",
  columns: {
    reportId: "Rapport",
    reportDate: "Date du rapport",
    ianaTimezone: "Fuseau horaire",
    referenceNumber: "Numéro de référence",
    reportRequestor: "Demandeur",
    unit: "Unité",
    organization: "Organisation",
    company: "Entreprise",
    driverLicenseNumber: "Numéro de permis",
    driverName: "Nom du conducteur",
    licenseJurisdiction: "Province ou territoire",
    actions: "Actions",
    machineClient: "Système"
  },
  viaClient: "{requestor} via {client}",
  opened: "Consulté {count} fois",
  view: "Voir",
  viewReport: "Voir le rapport {id} de {driver}"
} satisfies NamespaceReportHistoryTranslation

export default fr_reportHistory
