import type { NamespaceUsageReportTranslation } from "../../i18n-types"

/** Le rapport d'utilisation (document 2, section 2). */
const fr_usageReport = {
  title: "Rapport d'utilisation",
  intro:
    "Le nombre de rapports de conducteur et de véhicule obtenus par chaque utilisateur, par organisation, entreprise et unité.",
  userId: "Code d'utilisateur",
  userName: "Nom",
  fromDate: "Du",
  toDate: "Au",
  results: "Utilisation",
  noResults: "Aucun résultat trouvé",
  count: "{count} {{résultat trouvé|résultats trouvés}}",
  range: "Rapports du {from} au {to}",
  today: "Aujourd'hui : {today}",
  columns: {
    organization: "Organisation",
    company: "Entreprise",
    unit: "Unité",
    userId: "Code d'utilisateur",
    userName: "Nom",
    numberOfRequest: "Nombre de demandes",
    machineClient: "Système"
  },
  viaClient: "{user} via {client}"
} satisfies NamespaceUsageReportTranslation

export default fr_usageReport
