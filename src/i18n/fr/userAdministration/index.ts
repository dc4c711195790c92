import type { NamespaceUserAdministrationTranslation } from "../../i18n-types"
// The generator runs these files as plain ES modules, which name the file they import in full.
import { fr_userSearchWords } from "../userSearchWords.js"

const fr_userAdministration = {
  title: "Administration des utilisateurs",
  ...fr_userSearchWords,
  newUser: "Nouvel utilisateur",
  view: "Consulter",
  viewUser: "Consulter le profil de {name} ({userId})",
  columns: {
    userId: "Code d'utilisateur",
    userName: "Nom",
    organization: "Organisation",
    company: "Entreprise",
    unit: "Unité",
    status: "Statut",
    actions: "Actions"
  }
} satisfies NamespaceUserAdministrationTranslation

export default fr_userAdministration
