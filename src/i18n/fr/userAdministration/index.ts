import type { NamespaceUserAdministrationTranslation } from "../../i18n-types"

const fr_userAdministration = {
  title: "Administration des utilisateurs",
  userId: "Code d'utilisateur",
  userName: "Nom",
  status: "Statut",
  statuses: {
    all: "Tous",
    enabled: "Activé",
    disabled: "Désactivé"
  },
  newUser: "Nouvel utilisateur",
  results: "Utilisateurs",
  noResults: "Aucun utilisateur trouvé.",
  count: "{count} {{utilisateur trouvé|utilisateurs trouvés}}",
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
