import type { Catalogue } from "../../catalogues.js";

/** Messages of the server's chat answers and the web app's brief panel, in this language (English text → translation). */
export const app: Catalogue = {
  "The AI model could not be reached.": "Non è stato possibile contattare il modello di IA.",
  "The AI model did not answer in time.": "Il modello di IA non ha risposto in tempo.",
  "The AI model is busy right now; try again shortly.":
    "Il modello di IA è occupato in questo momento; riprovi tra poco.",
  "The AI model returned an empty answer.": "Il modello di IA ha restituito una risposta vuota.",
  "The AI request was cancelled.": "La richiesta all'IA è stata annullata.",
  "Your proposal is ready.": "La sua proposta è pronta.",
  "Before I estimate anything, I need a little more to go on. Could you tell me in your reply?":
    "Prima di stimare qualsiasi cosa, mi servono alcune informazioni in più. Può indicarmele nella sua risposta?",
  "Before I estimate anything, I need a little more to go on. Could you answer these in your reply?":
    "Prima di stimare qualsiasi cosa, mi servono alcune informazioni in più. Può rispondere a queste domande nella sua risposta?",
  "Generation was interrupted several times. Please try again.":
    "La generazione è stata interrotta più volte. Riprovi.",
  "The proposal could not be generated because of an internal error. Please try again.":
    "Non è stato possibile generare la proposta a causa di un errore interno. Riprovi.",
  "The built-in engine read the request and wrote the proposal.":
    "Il motore integrato ha letto la richiesta e redatto la proposta.",
  "The built-in extractor read the request instead.": "La richiesta è stata letta invece dall'estrattore integrato.",
  "The AI model's brief was not valid twice, so the built-in extractor read the request.":
    "Il brief del modello di IA non era valido per due volte, quindi la richiesta è stata letta dall'estrattore integrato.",
  "executive summary": "sintesi",
  understanding: "comprensione dell'esigenza",
  approach: "approccio",
  "AI prose for {{parts}} changed figures and was replaced by the engine's own wording.":
    "Il testo dell'IA per {{parts}} modificava le cifre ed è stato sostituito dalla formulazione del motore.",
  "The proposal uses the engine's own wording.": "La proposta usa la formulazione del motore.",
  "The AI provider failed unexpectedly.": "Il fornitore di IA ha avuto un errore imprevisto.",
  "Total cost with your changes": "Costo totale con le sue modifiche",
  "Total cost": "Costo totale",
  "now {{value}}": "ora {{value}}",
  "Duration with your changes": "Durata con le sue modifiche",
  Duration: "Durata",
  "Change a value to see the new figures before applying it.":
    "Modifichi un valore per vedere le nuove cifre prima di applicarlo.",
  "Correct the marked values to see the new figures.": "Corregga i valori segnalati per vedere le nuove cifre.",
  "Priced with your changes. Apply to rebuild the proposal with them.":
    "Stima aggiornata con le sue modifiche. Applichi per ricostruire la proposta con esse.",
  "These values cannot be priced; check them.": "Questi valori non possono essere stimati; li controlli.",
  "Pricing your changes...": "Calcolo delle modifiche in corso...",
};
