import type { Catalogue } from "../../catalogues.js";

/** Messages of the server's chat answers and the web app's brief panel, in this language (English text → translation). */
export const app: Catalogue = {
  "The AI model could not be reached.": "Le modèle d'IA n'a pas pu être joint.",
  "The AI model did not answer in time.": "Le modèle d'IA n'a pas répondu à temps.",
  "The AI model is busy right now; try again shortly.":
    "Le modèle d'IA est occupé pour le moment ; réessayez dans un instant.",
  "The AI model returned an empty answer.": "Le modèle d'IA a renvoyé une réponse vide.",
  "The AI request was cancelled.": "La requête à l'IA a été annulée.",
  "Your proposal is ready.": "Votre proposition est prête.",
  "Before I estimate anything, I need a little more to go on. Could you tell me in your reply?":
    "Avant de chiffrer quoi que ce soit, j'ai besoin d'un peu plus d'éléments. Pourriez-vous me le préciser dans votre réponse ?",
  "Before I estimate anything, I need a little more to go on. Could you answer these in your reply?":
    "Avant de chiffrer quoi que ce soit, j'ai besoin d'un peu plus d'éléments. Pourriez-vous répondre à ces questions dans votre réponse ?",
  "Generation was interrupted several times. Please try again.":
    "La génération a été interrompue plusieurs fois. Veuillez réessayer.",
  "The proposal could not be generated because of an internal error. Please try again.":
    "La proposition n'a pas pu être générée à cause d'une erreur interne. Veuillez réessayer.",
  "The built-in engine read the request and wrote the proposal.":
    "Le moteur intégré a lu la demande et rédigé la proposition.",
  "The built-in extractor read the request instead.": "L'extracteur intégré a lu la demande à la place.",
  "The AI model's brief was not valid twice, so the built-in extractor read the request.":
    "Le brief du modèle d'IA n'était pas valide à deux reprises : l'extracteur intégré a donc lu la demande.",
  "executive summary": "synthèse",
  understanding: "compréhension du besoin",
  approach: "démarche",
  "AI prose for {{parts}} changed figures and was replaced by the engine's own wording.":
    "Le texte de l'IA pour {{parts}} modifiait des chiffres et a été remplacé par la rédaction du moteur.",
  "The proposal uses the engine's own wording.": "La proposition reprend la rédaction du moteur.",
  "The AI provider failed unexpectedly.": "Le fournisseur d'IA a échoué de façon inattendue.",
  "Total cost with your changes": "Coût total avec vos modifications",
  "Total cost": "Coût total",
  "now {{value}}": "actuellement {{value}}",
  "Duration with your changes": "Durée avec vos modifications",
  Duration: "Durée",
  "Change a value to see the new figures before applying it.":
    "Modifiez une valeur pour voir les nouveaux chiffres avant de l'appliquer.",
  "Correct the marked values to see the new figures.":
    "Corrigez les valeurs signalées pour voir les nouveaux chiffres.",
  "Priced with your changes. Apply to rebuild the proposal with them.":
    "Chiffré avec vos modifications. Appliquez-les pour refaire la proposition avec elles.",
  "These values cannot be priced; check them.": "Ces valeurs ne peuvent pas être chiffrées ; vérifiez-les.",
  "Pricing your changes...": "Chiffrage de vos modifications...",
};
