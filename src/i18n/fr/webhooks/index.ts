import type { NamespaceWebhooksTranslation } from "../../i18n-types"

const fr_webhooks = {
  title: "Notifications d'événements",
  intro:
    "Vos systèmes peuvent être avisés sur-le-champ lorsqu'un rapport que vous avez obtenu est corrigé ou qu'un fichier SDC est terminé : le portail envoie chaque événement à l'adresse https de votre entreprise, signé avec un secret que seuls vous et le portail connaissez.",
  loading: "Chargement…",
  loadFailed: "Les notifications d'événements n'ont pas pu être chargées.",
  retry: "Réessayer",
  scope: {
    label: "Entreprise",
    organization: "Organisation",
    company: "Entreprise",
    selectOrganization: "Sélectionnez une organisation",
    selectCompany: "Sélectionnez une entreprise",
    loadingCompanies: "Chargement des entreprises…",
    choose: "Choisissez l'entreprise dont vous gérez les notifications d'événements."
  },
  endpoint: {
    title: "Point de réception",
    none: "Cette entreprise n'a pas encore de point de réception : entrez son adresse et les événements à envoyer, puis sauvegardez.",
    url: "Adresse du point de réception",
    urlHint: "Une adresse https de votre système, p. ex. https://hooks.exemple.com/portail. Au plus {max} caractères.",
    events: "Événements à envoyer",
    eventsHint: "Chaque événement est envoyé dès qu'il survient; l'événement de test n'est envoyé que sur demande.",
    secret: "Secret de signature",
    secretHint: "Se termine par …{hint}. Servez-vous-en pour vérifier l'en-tête webhook-signature de chaque envoi.",
    updated: "Dernière modification le {date}",
    save: "Sauvegarder",
    saving: "Sauvegarde…",
    rotate: "Remplacer le secret",
    rotating: "Remplacement…",
    test: "Envoyer un événement de test",
    testing: "Envoi…",
    delete: "Supprimer le point de réception",
    deleting: "Suppression…"
  },
  eventTypes: {
    reportCorrected: "Un rapport que vous avez obtenu a été corrigé",
    sdcFileCompleted: "Un fichier SDC a été accepté ou rejeté",
    webhookTest: "Événement de test"
  },
  rotateConfirm: {
    title: "Remplacer le secret de signature?",
    text: "Un nouveau secret remplace aussitôt le secret actuel : les envois seront dorénavant signés avec le nouveau secret, qu'il faut donc remettre à votre système de réception."
  },
  deleteConfirm: {
    title: "Supprimer le point de réception?",
    text: "Plus aucun événement ne sera envoyé à {url}. Les envois encore en cours de tentative cessent; le journal est conservé."
  },
  secretShown: {
    title: "Le secret de signature",
    secret: "Secret de signature",
    copy: "Copier le secret",
    copied: "Copié",
    once: "Ce secret ne sera plus affiché. Copiez-le maintenant et remettez-le à votre système de réception; s'il est perdu, remplacez le secret.",
    close: "Je l'ai copié"
  },
  deliveries: {
    title: "Journal des envois",
    caption: "Envois, du plus récent au plus ancien",
    intro:
      "Chaque événement envoyé au point de réception de cette entreprise, du plus récent au plus ancien. Un envoi qui ne reçoit pas de réponse 2xx est tenté de nouveau, à intervalles croissants, pendant {hours} heures.",
    refresh: "Actualiser",
    refreshing: "Actualisation…",
    empty: "Aucun événement n'a encore été envoyé à cette entreprise.",
    count: "{count} {{envoi|envois}}",
    columns: {
      eventType: "Événement",
      created: "Créé",
      attempts: "Tentatives",
      nextAttempt: "Prochaine tentative",
      status: "Statut"
    },
    attempt: "{time} : {outcome}",
    httpStatus: "HTTP {status}",
    noAnswer: "aucune réponse ({error})",
    noAttempt: "Pas encore tenté",
    noNextAttempt: "Aucune",
    status: {
      pending: "En cours de tentative",
      succeeded: "Livré",
      failed: "Échoué"
    },
    pager: {
      label: "Pages du journal des envois",
      previous: "Précédente",
      next: "Suivante",
      page: "Page {page} de {pages}"
    }
  },
  notices: {
    saved: "Le point de réception a été sauvegardé.",
    notSaved: "Non sauvegardé. Vérifiez les champs en évidence.",
    rotated: "Le secret de signature a été remplacé.",
    testSent: "Un événement de test a été envoyé; son envoi figure au journal.",
    deleted: "Le point de réception a été supprimé."
  },
  messages: {
    required: "Ce champ est obligatoire",
    tooLong: "Cette valeur est trop longue",
    invalidUrl:
      "Entrez une adresse complète, p. ex. https://hooks.exemple.com/portail, sans nom d'utilisateur, mot de passe ni #",
    httpsRequired: "L'adresse doit commencer par https://",
    localAddress: "L'adresse doit être joignable depuis Internet, et non cette machine ou un réseau privé",
    eventTypesRequired: "Choisissez au moins un événement"
  }
} satisfies NamespaceWebhooksTranslation

export default fr_webhooks
