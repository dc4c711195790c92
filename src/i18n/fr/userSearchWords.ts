/** The French of the words the user search and the user access report share (en/userSearchWords). */
export const fr_userSearchWords = {
  userId: "Code d'utilisateur",
  userName: "Nom",
  status: "Statut",
  statuses: {
    all: "Tous",
    enabled: "Activé",
    disabled: "Désactivé"
  },
  results: "Utilisateurs",
  noResults: "Aucun utilisateur trouvé.",
  count: "{count} {{utilisateur trouvé|utilisateurs trouvés}}"
} as const
