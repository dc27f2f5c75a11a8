import type { Catalogue } from "../../catalogues.js";

/** Messages of the server's chat answers and the web app's brief panel, in this language (English text → translation). */
export const app: Catalogue = {
  "The AI model could not be reached.": "Het AI-model was niet bereikbaar.",
  "The AI model did not answer in time.": "Het AI-model antwoordde niet op tijd.",
  "The AI model is busy right now; try again shortly.":
    "Het AI-model is op dit moment bezet; probeer het zo meteen opnieuw.",
  "The AI model returned an empty answer.": "Het AI-model gaf een leeg antwoord.",
  "The AI request was cancelled.": "Het AI-verzoek is geannuleerd.",
  "Your proposal is ready.": "Uw voorstel is klaar.",
  "Before I estimate anything, I need a little more to go on. Could you tell me in your reply?":
    "Voordat ik iets raam, heb ik wat meer informatie nodig. Kunt u mij dat in uw antwoord laten weten?",
  "Before I estimate anything, I need a little more to go on. Could you answer these in your reply?":
    "Voordat ik iets raam, heb ik wat meer informatie nodig. Kunt u deze vragen in uw antwoord beantwoorden?",
  "Generation was interrupted several times. Please try again.":
    "Het genereren is meerdere keren onderbroken. Probeer het opnieuw.",
  "The proposal could not be generated because of an internal error. Please try again.":
    "Het voorstel kon door een interne fout niet worden gegenereerd. Probeer het opnieuw.",
  "The built-in engine read the request and wrote the proposal.":
    "De ingebouwde engine heeft de aanvraag gelezen en het voorstel geschreven.",
  "The built-in extractor read the request instead.":
    "De aanvraag is in plaats daarvan door de ingebouwde extractor gelezen.",
  "The AI model's brief was not valid twice, so the built-in extractor read the request.":
    "De brief van het AI-model was twee keer ongeldig, dus de ingebouwde extractor heeft de aanvraag gelezen.",
  "executive summary": "managementsamenvatting",
  understanding: "inzicht in de vraag",
  approach: "aanpak",
  "AI prose for {{parts}} changed figures and was replaced by the engine's own wording.":
    "De AI-tekst voor {{parts}} veranderde cijfers en is vervangen door de eigen formulering van de engine.",
  "The proposal uses the engine's own wording.": "Het voorstel gebruikt de eigen formulering van de engine.",
  "The AI provider failed unexpectedly.": "De AI-provider gaf onverwacht een fout.",
  "Total cost with your changes": "Totale kosten met uw wijzigingen",
  "Total cost": "Totale kosten",
  "now {{value}}": "nu {{value}}",
  "Duration with your changes": "Doorlooptijd met uw wijzigingen",
  Duration: "Doorlooptijd",
  "Change a value to see the new figures before applying it.":
    "Wijzig een waarde om de nieuwe cijfers te zien voordat u die toepast.",
  "Correct the marked values to see the new figures.": "Corrigeer de gemarkeerde waarden om de nieuwe cijfers te zien.",
  "Priced with your changes. Apply to rebuild the proposal with them.":
    "Geraamd met uw wijzigingen. Pas ze toe om het voorstel ermee opnieuw op te bouwen.",
  "These values cannot be priced; check them.": "Deze waarden kunnen niet worden geraamd; controleer ze.",
  "Pricing your changes...": "Uw wijzigingen worden doorgerekend...",
};
