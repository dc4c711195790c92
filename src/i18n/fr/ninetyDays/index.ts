import type { NamespaceNinetyDaysTranslation } from "../../i18n-types"

const fr_ninetyDays = {
  title: "Rapport de 90 jours",
  intro:
    "Rapports de vos entreprises dont les données du conducteur ont été corrigées après leur production. Les lignes en gras n'ont pas encore été révisées.",
  fromDate: "Date de modification, du",
  toDate: "Date de modification, au",
  reviewStatus: "État de la révision",
  reviewStatuses: {
    all: "Tous",
    reviewed: "Révisés",
    notReviewed: "Non révisés"
  },
  noResults: "Aucun rapport corrigé ne correspond à votre recherche.",
  count: "{count} {{résultat trouvé|résultats trouvés}}",
  countCapped:
    "Plus de {count} résultats trouvés; les {count} premiers sont affichés. Précisez la recherche pour voir les autres.",
  columns: {
    changeDate: "Date de modification",
    reportDate: "Date du rapport",
    organization: "Organisation",
    company: "Entreprise",
    reportRequestor: "Demandeur",
    referenceNumber: "Numéro de référence",
    driverLicenseNumber: "Numéro de permis",
    changes: "Modifications",
    reviewedBy: "Révisé par",
    actions: "Actions"
  },
  notReviewed: "Non révisé",
  view: "Voir",
  viewReport: "Voir le rapport {id} du permis {licence}",
  regenerate: {
    button: "Produire le rapport de nouveau",
    working: "Production du rapport en cours…",
    done: "Le rapport a été produit de nouveau à partir des données actuelles et la modification est marquée comme révisée."
  },
  badge: "{count} {{rapport non révisé|rapports non révisés}}"
} satisfies NamespaceNinetyDaysTranslation

export default fr_ninetyDays
