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
  }
} satisfies NamespaceCorrectionTranslation

export default fr_correction
