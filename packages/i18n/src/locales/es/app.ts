import type { Catalogue } from "../../catalogues.js";

/** Messages of the server's chat answers and the web app's brief panel, in this language (English text → translation). */
export const app: Catalogue = {
  "The AI model could not be reached.": "No se pudo contactar con el modelo de IA.",
  "The AI model did not answer in time.": "El modelo de IA no respondió a tiempo.",
  "The AI model is busy right now; try again shortly.":
    "El modelo de IA está ocupado en este momento; inténtelo de nuevo en breve.",
  "The AI model returned an empty answer.": "El modelo de IA devolvió una respuesta vacía.",
  "The AI request was cancelled.": "La solicitud a la IA se canceló.",
  "Your proposal is ready.": "Su propuesta está lista.",
  "Before I estimate anything, I need a little more to go on. Could you tell me in your reply?":
    "Antes de estimar nada, necesito un poco más de información. ¿Podría indicármelo en su respuesta?",
  "Before I estimate anything, I need a little more to go on. Could you answer these in your reply?":
    "Antes de estimar nada, necesito un poco más de información. ¿Podría responder a estas preguntas en su respuesta?",
  "Generation was interrupted several times. Please try again.":
    "La generación se interrumpió varias veces. Inténtelo de nuevo.",
  "The proposal could not be generated because of an internal error. Please try again.":
    "No se pudo generar la propuesta por un error interno. Inténtelo de nuevo.",
  "The built-in engine read the request and wrote the proposal.":
    "El motor integrado leyó la solicitud y redactó la propuesta.",
  "The built-in extractor read the request instead.": "En su lugar, el extractor integrado leyó la solicitud.",
  "The AI model's brief was not valid twice, so the built-in extractor read the request.":
    "El resumen del modelo de IA no fue válido dos veces, así que el extractor integrado leyó la solicitud.",
  "executive summary": "resumen ejecutivo",
  understanding: "comprensión de la necesidad",
  approach: "enfoque",
  "AI prose for {{parts}} changed figures and was replaced by the engine's own wording.":
    "El texto de la IA para {{parts}} cambiaba cifras y se sustituyó por la redacción del propio motor.",
  "The proposal uses the engine's own wording.": "La propuesta usa la redacción del propio motor.",
  "The AI provider failed unexpectedly.": "El proveedor de IA falló de forma inesperada.",
  "Total cost with your changes": "Coste total con sus cambios",
  "Total cost": "Coste total",
  "now {{value}}": "ahora {{value}}",
  "Duration with your changes": "Duración con sus cambios",
  Duration: "Duración",
  "Change a value to see the new figures before applying it.":
    "Cambie un valor para ver las nuevas cifras antes de aplicarlo.",
  "Correct the marked values to see the new figures.": "Corrija los valores marcados para ver las nuevas cifras.",
  "Priced with your changes. Apply to rebuild the proposal with them.":
    "Valorado con sus cambios. Aplíquelos para rehacer la propuesta con ellos.",
  "These values cannot be priced; check them.": "Estos valores no se pueden valorar; revíselos.",
  "Pricing your changes...": "Valorando sus cambios...",
};
