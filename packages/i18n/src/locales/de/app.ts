import type { Catalogue } from "../../catalogues.js";

/** Messages of the server's chat answers and the web app's brief panel, in this language (English text → translation). */
export const app: Catalogue = {
  "The AI model could not be reached.": "Das KI-Modell war nicht erreichbar.",
  "The AI model did not answer in time.": "Das KI-Modell hat nicht rechtzeitig geantwortet.",
  "The AI model is busy right now; try again shortly.":
    "Das KI-Modell ist gerade ausgelastet; versuchen Sie es gleich noch einmal.",
  "The AI model returned an empty answer.": "Das KI-Modell hat eine leere Antwort geliefert.",
  "The AI request was cancelled.": "Die KI-Anfrage wurde abgebrochen.",
  "Your proposal is ready.": "Ihr Angebot ist fertig.",
  "Before I estimate anything, I need a little more to go on. Could you tell me in your reply?":
    "Bevor ich etwas schätze, brauche ich noch ein paar Angaben. Könnten Sie mir das in Ihrer Antwort sagen?",
  "Before I estimate anything, I need a little more to go on. Could you answer these in your reply?":
    "Bevor ich etwas schätze, brauche ich noch ein paar Angaben. Könnten Sie diese Fragen in Ihrer Antwort beantworten?",
  "Generation was interrupted several times. Please try again.":
    "Die Erstellung wurde mehrmals unterbrochen. Bitte versuchen Sie es erneut.",
  "The proposal could not be generated because of an internal error. Please try again.":
    "Das Angebot konnte wegen eines internen Fehlers nicht erstellt werden. Bitte versuchen Sie es erneut.",
  "The built-in engine read the request and wrote the proposal.":
    "Die eingebaute Engine hat die Anfrage gelesen und das Angebot geschrieben.",
  "The built-in extractor read the request instead.": "Stattdessen hat der eingebaute Extraktor die Anfrage gelesen.",
  "The AI model's brief was not valid twice, so the built-in extractor read the request.":
    "Das Briefing des KI-Modells war zweimal ungültig, daher hat der eingebaute Extraktor die Anfrage gelesen.",
  "executive summary": "Zusammenfassung",
  understanding: "Verständnis des Bedarfs",
  approach: "Vorgehen",
  "AI prose for {{parts}} changed figures and was replaced by the engine's own wording.":
    "Der KI-Text für {{parts}} hat Zahlen verändert und wurde durch die Formulierung der Engine ersetzt.",
  "The proposal uses the engine's own wording.": "Das Angebot verwendet die Formulierung der Engine.",
  "The AI provider failed unexpectedly.": "Der KI-Anbieter ist unerwartet ausgefallen.",
  "Total cost with your changes": "Gesamtkosten mit Ihren Änderungen",
  "Total cost": "Gesamtkosten",
  "now {{value}}": "jetzt {{value}}",
  "Duration with your changes": "Dauer mit Ihren Änderungen",
  Duration: "Dauer",
  "Change a value to see the new figures before applying it.":
    "Ändern Sie einen Wert, um die neuen Zahlen vor dem Übernehmen zu sehen.",
  "Correct the marked values to see the new figures.":
    "Korrigieren Sie die markierten Werte, um die neuen Zahlen zu sehen.",
  "Priced with your changes. Apply to rebuild the proposal with them.":
    "Mit Ihren Änderungen kalkuliert. Übernehmen Sie sie, um das Angebot damit neu zu erstellen.",
  "These values cannot be priced; check them.": "Diese Werte lassen sich nicht kalkulieren; bitte prüfen Sie sie.",
  "Pricing your changes...": "Ihre Änderungen werden kalkuliert...",
};
