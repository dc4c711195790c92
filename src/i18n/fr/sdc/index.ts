import type { NamespaceSdcTranslation } from "../../i18n-types"

/** Le rapport CDS et le téléversement des fichiers de données supplémentaires (document 2, section 2). */
const fr_sdc = {
  title: "Rapport CDS",
  intro: "Les fichiers de données supplémentaires envoyés par vos entreprises : s'ils ont été acceptés ou rejetés, et pourquoi.",
  status: "Statut",
  allStatuses: "Tous les statuts",
  fileType: "Type de fichier",
  allFileTypes: "Tous les types de fichier",
  fromDate: "Reçu du",
  toDate: "Reçu au",
  results: "Fichiers",
  noResults: "Aucun résultat trouvé",
  count: "{count} {{fichier trouvé|fichiers trouvés}}",
  rowsSoFar: "{status} : {rows} {{ligne|lignes}} jusqu'ici",
  errorReport: "Rapport d'erreurs",
  errorReportOf: "Télécharger le rapport d'erreurs de {fileName}",
  downloading: "Téléchargement…",
  uploadFile: "Téléverser un fichier",
  columns: {
    fileName: "Nom du fichier",
    organization: "Organisation",
    company: "Entreprise",
    fileType: "Type de fichier",
    receivedDate: "Reçu",
    status: "Statut",
    completedDate: "Terminé",
    rows: "Lignes",
    errors: "Erreurs",
    uploadedBy: "Envoyé par",
    actions: "Rapport d'erreurs"
  },
  upload: {
    title: "Téléverser un fichier",
    intro:
      "Un fichier CSV de transactions de polices, de conducteurs et de sinistres, au format CDS. Il est vérifié ligne par ligne, puis appliqué en entier ou pas du tout.",
    company: "Entreprise",
    selectCompany: "Choisir une entreprise",
    fileType: "Type de fichier",
    selectFileType: "Choisir un type de fichier",
    file: "Fichier",
    chosen: "{name} ({size})",
    send: "Envoyer",
    sending: "Envoi…",
    progressLabel: "Progression du téléversement",
    progress: "{rows} {{ligne lue|lignes lues}}, {received} reçus sur {size}",
    waiting: "Envoi du fichier…",
    acceptedTitle: "Fichier accepté",
    rejectedTitle: "Fichier rejeté",
    acceptedText: "{fileName} a été accepté : {rows} {{ligne a été appliquée|lignes ont été appliquées}}.",
    rejectedText: "{fileName} a été rejeté : {errorCount} {{erreur trouvée|erreurs trouvées}}; rien n'a été appliqué.",
    firstErrors: "Premières erreurs",
    line: "Ligne",
    column: "Colonne",
    value: "Valeur",
    reason: "Motif",
    reasonCode: "Code du motif",
    downloadReport: "Télécharger le rapport d'erreurs",
    close: "Fermer",
    accepted: "{fileName} a été accepté : {rows} {{ligne appliquée|lignes appliquées}}.",
    rejected: "{fileName} a été rejeté avec {errorCount} {{erreur|erreurs}}.",
    cancelled: "Le téléversement de {fileName} a été annulé : rien de son contenu n'a été appliqué.",
    notSent: "Le fichier n'a pas été envoyé : voir le message au champ.",
    issues: {
      required: "Obligatoire",
      empty: "Le fichier est vide.",
      tooLarge: "Le fichier dépasse la taille maximale d'un envoi, {limit}.",
      tooLong: "Le nom du fichier dépasse 200 caractères.",
      blank: "Le fichier n'a pas de nom.",
      invalidCharacter:
        "Le nom du fichier contient une tabulation, un saut de ligne ou un autre caractère de contrôle : renommez le fichier.",
      unknownValue: "Ce n'est pas un des choix offerts : choisissez de nouveau.",
      notCsv: "Le fichier n'est pas un fichier texte CSV."
    }
  }
} satisfies NamespaceSdcTranslation

export default fr_sdc
