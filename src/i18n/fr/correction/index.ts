import type { NamespaceCorrectionTranslation } from "../../i18n-types"

const fr_correction = {
  fields: {
    fullName: "Nom du conducteur",
    fullAddress: "Adresse",
    dateOfBirth: "Date de naissance",
    gender: "Sexe",
    maritalStatus: "État civil",
    driverTraining: "Cours de conduite",
    yearsLicensed: "Années de permis",
    gridRatingDate: "Date de tarification selon la grille",
    policyStatus: "Statut de la police",
    cancellationDate: "Date d'annulation",
    firstPartyFaultDegree: "Degré de responsabilité du premier intervenant",
    firstPartyOperator: "Conducteur",
    vehicle: "Véhicule",
    vehicleLoss: "Perte du véhicule",
    excludedDriver: "Conducteur exclu",
    claimRemoved: "Sinistre retiré",
    claimAdded: "Sinistre ajouté",
    operatorAdded: "Conducteur ajouté"
  },
  dataCorrection: {
    success200: "La correction a été enregistrée. Le rapport présente maintenant les données corrigées."
  },
  mode: {
    label: "Mode correction",
    hint: "Des boutons de modification apparaissent à côté des éléments que vous pouvez corriger."
  },
  actions: {
    edit: "Modifier",
    editField: "Modifier : {field}",
    addClaim: "Ajouter un sinistre",
    addOperator: "Ajouter un conducteur",
    addOperatorTo: "Ajouter un conducteur à la police {policyNumber}",
    removeClaim: "Retirer le sinistre",
    removeClaimNumbered: "Retirer le sinistre {claimNumber}",
    remove: "Retirer",
    add: "Ajouter"
  },
  dialog: {
    inReport: "Dans le rapport : {value}",
    choose: "Sélectionner…",
    yes: "Oui",
    no: "Non",
    noOperator: "Aucun"
  },
  messages: {
    blank: "Ce champ ne peut pas être vide",
    required: "Ce champ est obligatoire",
    tooLong: "Cette valeur est trop longue",
    invalidDate: "Date invalide",
    invalidDateOfBirth:
      "Date de naissance invalide : le conducteur doit avoir au moins 16 ans (14 ans avec un permis de l'Alberta) et être né en 1900 ou après",
    dateInFuture: "La date ne peut pas être dans le futur",
    yearsLicensedAbove99: "Les années de permis ne peuvent pas dépasser 99",
    yearsLicensedFractional: "Les années de permis doivent être un nombre entier",
    yearsLicensedBelowZero: "Les années de permis ne peuvent pas être inférieures à 0",
    yearsLicensedAboveAge:
      "Les années de permis ne peuvent pas dépasser l'âge du conducteur moins 16 (moins 14 avec un permis de l'Alberta)",
    yearsLicensedBelowClaimsFree: "Les années de permis ne peuvent pas être inférieures aux années sans sinistre",
    gridRatingDateFuture: "La date de tarification selon la grille ne peut pas être dans le futur",
    gridRatingDateTooEarly: "La date de tarification selon la grille ne peut pas être antérieure au 1997-10-01",
    statusNotOffered: "Ce statut ne peut pas être choisi pour cette police",
    cancellationDateBeforeEffective: "La date d'annulation ne peut pas être antérieure à la date d'entrée en vigueur",
    cancellationDateAfterExpiry: "La date d'annulation ne peut pas être postérieure à la date d'expiration",
    cancellationDateInvalid: "La date ne peut pas être dans le futur",
    invalidGridLevel: "Entrez au plus 3 lettres ou chiffres",
    invalidGridIndicator: "Entrez une lettre ou un chiffre",
    duplicateClaim: "Cette entreprise déclarante a déjà un sinistre portant ce numéro",
    operatorAlreadyExists: "Ce conducteur figure déjà sur cette police",
    dateOfLossOutsideTerm: "La période de police choisie ne couvre pas cette date de sinistre",
    notOfPolicy: "Ce choix ne fait pas partie de la police",
    notTheLicensedDriver: "Ce numéro de permis appartient à un autre conducteur",
    unknownValue: "Cette valeur n'est plus offerte",
    onlyAlberta: "Seuls les permis de l'Alberta ont une date de tarification selon la grille"
  },
  notices: {
    conflict:
      "Quelqu'un d'autre a modifié cet élément après la production de ce rapport. Le rapport présente maintenant les données actuelles."
  },
  policy: {
    title: "Police {policyNumber}, du {start} au {stop}"
  },
  claim: {
    title: "Sinistre {claimNumber} du {dateOfLoss}"
  },
  addClaim: {
    title: "Ajouter un sinistre",
    accidentDate: "Date du sinistre",
    reportingCompany: "Entreprise déclarante",
    policy: "Police",
    noPolicy: "Aucune police de cette entreprise ne couvre cette date de sinistre.",
    policyOption: "{policyNumber} (du {start} au {stop})",
    claimId: "Numéro de sinistre",
    majorCoverages: "Garanties principales",
    vin: "NIV",
    licence: "Numéro de permis",
    jurisdiction: "Province ou territoire du permis",
    fullName: "Nom complet",
    excludedDriver: "Conducteur exclu",
    atFault: "Responsabilité (%)"
  },
  addOperator: {
    title: "Ajouter un conducteur à la police {policyNumber}",
    policyTerms: "Périodes de la police",
    term: "Du {start} au {end}",
    noTerms: "Cette police n'a aucune période à choisir.",
    vehicle: "Véhicule",
    loadingVehicles: "Chargement des véhicules…",
    noVehicles: "Choisissez une période pour afficher ses véhicules.",
    operatorType: "Type de conducteur",
    licence: "Numéro de permis",
    jurisdiction: "Province ou territoire",
    fullName: "Nom complet",
    relationship: "Lien avec le titulaire de la police",
    dateOfBirth: "Date de naissance",
    yearOfBirth: "Année de naissance",
    gender: "Sexe",
    maritalStatus: "État civil",
    gridLevel: "Niveau de la grille",
    gridIndicator: "Indicateur de la grille"
  },
  lookup: {
    lookingUp: "Recherche du permis…",
    found: "Trouvé dans les données du Bureau : les renseignements du conducteur ont été remplis.",
    notFound: "Absent des données du Bureau : entrez les renseignements du conducteur."
  },
  removeClaim: {
    title: "Retirer le sinistre",
    question: "Retirer le sinistre {claimNumber} du {dateOfLoss} ? Il ne figurera plus dans aucun rapport.",
    removing: "Retrait…"
  }
} satisfies NamespaceCorrectionTranslation

export default fr_correction
