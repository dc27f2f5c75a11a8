import type { Catalogue } from "../../catalogues.js";

/** Messages of the server's chat answers and the web app's brief panel, in this language (English text → translation). */
export const app: Catalogue = {
  "The AI model could not be reached.": "Não foi possível contactar o modelo de IA.",
  "The AI model did not answer in time.": "O modelo de IA não respondeu a tempo.",
  "The AI model is busy right now; try again shortly.":
    "O modelo de IA está ocupado neste momento; tente de novo daqui a pouco.",
  "The AI model returned an empty answer.": "O modelo de IA devolveu uma resposta vazia.",
  "The AI request was cancelled.": "O pedido à IA foi cancelado.",
  "Your proposal is ready.": "A sua proposta está pronta.",
  "Before I estimate anything, I need a little more to go on. Could you tell me in your reply?":
    "Antes de estimar o que quer que seja, preciso de um pouco mais de informação. Pode indicar-mo na sua resposta?",
  "Before I estimate anything, I need a little more to go on. Could you answer these in your reply?":
    "Antes de estimar o que quer que seja, preciso de um pouco mais de informação. Pode responder a estas perguntas na sua resposta?",
  "Generation was interrupted several times. Please try again.":
    "A geração foi interrompida várias vezes. Tente de novo.",
  "The proposal could not be generated because of an internal error. Please try again.":
    "Não foi possível gerar a proposta devido a um erro interno. Tente de novo.",
  "The built-in engine read the request and wrote the proposal.":
    "O motor integrado leu o pedido e escreveu a proposta.",
  "The built-in extractor read the request instead.": "Em vez disso, o extrator integrado leu o pedido.",
  "The AI model's brief was not valid twice, so the built-in extractor read the request.":
    "O resumo do modelo de IA não foi válido duas vezes, por isso o extrator integrado leu o pedido.",
  "executive summary": "resumo executivo",
  understanding: "compreensão da necessidade",
  approach: "abordagem",
  "AI prose for {{parts}} changed figures and was replaced by the engine's own wording.":
    "O texto da IA para {{parts}} alterava valores e foi substituído pela redação do próprio motor.",
  "The proposal uses the engine's own wording.": "A proposta usa a redação do próprio motor.",
  "The AI provider failed unexpectedly.": "O fornecedor de IA falhou inesperadamente.",
  "Total cost with your changes": "Custo total com as suas alterações",
  "Total cost": "Custo total",
  "now {{value}}": "agora {{value}}",
  "Duration with your changes": "Duração com as suas alterações",
  Duration: "Duração",
  "Change a value to see the new figures before applying it.":
    "Altere um valor para ver os novos números antes de o aplicar.",
  "Correct the marked values to see the new figures.": "Corrija os valores assinalados para ver os novos números.",
  "Priced with your changes. Apply to rebuild the proposal with them.":
    "Orçado com as suas alterações. Aplique-as para refazer a proposta com elas.",
  "These values cannot be priced; check them.": "Estes valores não podem ser orçados; verifique-os.",
  "Pricing your changes...": "A orçar as suas alterações...",
};
