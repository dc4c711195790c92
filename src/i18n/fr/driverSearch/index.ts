import type { NamespaceDriverSearchTranslation } from "../../i18n-types"

const fr_driverSearch = {
  title: "Rapport de conducteur",
  intro: "Recherchez un conducteur par numéro de permis, ou utilisez la recherche avancée.",
  form: "Recherche de conducteur",
  licenceNumber: "Numéro de permis de conduire",
  jurisdiction: "Province ou territoire",
  allProvinces: "Toutes les provinces",
  showAdvanced: "Afficher la recherche avancée",
  hideAdvanced: "Masquer la recherche avancée",
  advanced: "Recherche avancée",
  fullName: "Nom complet",
  address: "Adresse",
  yearOfBirth: "Année de naissance",
  yearOfBirthHint: "AAAA",
  vin: "NIV",
  policyNumber: "Numéro de police",
  policyCompany: "Assureur de la police",
  claimNumber: "Numéro de sinistre",
  claimCompany: "Assureur du sinistre",
  selectInsurer: "Choisissez un assureur",
  noNumberSearch:
    "La recherche par numéro de police ou de sinistre est réservée aux comptes liés à un assureur ; le vôtre n'en a aucun.",
  yearsOfData: "Nombre d'années",
  maximumYears: "Maximum",
  years: "{years} ans",
  noYearsOption: "Aucune option disponible",
  comment: "Commentaire",
  commentHint: "Jusqu'à 30 caractères. Il figure sur le rapport comme numéro de référence.",
  commentCount: "{count} caractères utilisés sur {limit}.",
  commentLimitReached: "Le commentaire a atteint sa limite de {limit} caractères.",
  consentTitle: "Consentement légal",
  consent:
    "En lançant la recherche, vous confirmez détenir le consentement du conducteur, ou une autre autorisation légale, pour obtenir son historique d'assurance, et vous n'utiliserez le rapport qu'à des fins d'assurance, conformément aux lois applicables sur la protection des renseignements personnels.",
  search: "Rechercher",
  clear: "Effacer",
  searching: "Recherche en cours…",
  errors: {
    criteriaRequired: "Saisissez un numéro de permis de conduire ou au moins un critère de recherche avancée.",
    yearOfBirthFormat: "Saisissez l'année de naissance au format AAAA.",
    yearOfBirthMin: "L'année de naissance doit être 1900 ou plus tard.",
    yearOfBirthFuture: "L'année de naissance ne peut pas être dans le futur.",
    policyNumberRequired: "Saisissez le numéro de police de l'assureur choisi.",
    policyCompanyRequired: "Choisissez l'assureur de la police.",
    claimNumberRequired: "Saisissez le numéro de sinistre de l'assureur choisi.",
    claimCompanyRequired: "Choisissez l'assureur du sinistre.",
    unknownValue: "Ce choix n'est plus offert : choisissez de nouveau."
  },
  result: {
    severalTitle: "Plusieurs dossiers trouvés",
    several: "{count} dossiers correspondent à vos critères. Veuillez préciser vos critères de recherche.",
    oneTitle: "Conducteur trouvé",
    name: "Nom",
    licence: "Permis",
    licenceWithJurisdiction: "{licence} ({jurisdiction})",
    monthYearOfBirth: "Mois et année de naissance",
    yearOfBirth: "Année de naissance",
    notAvailable: "Non disponible",
    noneTitle: "Aucun résultat trouvé",
    none: "Aucun conducteur ne correspond à vos critères de recherche.",
    getReport: "Obtenir le rapport",
    ok: "OK",
    generating: "Création du rapport en cours…"
  }
} satisfies NamespaceDriverSearchTranslation

export default fr_driverSearch
