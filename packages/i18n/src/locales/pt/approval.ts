import type { Catalogue } from "../../catalogues.js";

/** The web app's approval before sending: workspace settings and the document's approval (English text → translation). */
export const approval: Catalogue = {
  Approval: "Aprovação",
  "Approval settings saved": "Definições de aprovação guardadas",
  Approvers: "Aprovadores",
  "Enter the threshold as a number, or leave it empty for no approval.":
    "Introduza o limite como número ou deixe vazio para não exigir aprovação.",
  "Leave empty for no approval step.": "Deixe vazio para não exigir aprovação.",
  "Loading the approval settings…": "A carregar as definições de aprovação…",
  "No approval": "Sem aprovação",
  "Only owners and admins can change the approval settings.":
    "Apenas proprietários e administradores podem alterar as definições de aprovação.",
  "Proposals whose total is above the threshold need an approver's yes before they go to the client.":
    "As propostas cujo total ultrapasse o limite precisam da aprovação de um aprovador antes de chegarem ao cliente.",
  "Save approval settings": "Guardar definições de aprovação",
  "The approval settings could not be loaded.": "Não foi possível carregar as definições de aprovação.",
  "The approval settings could not be saved.": "Não foi possível guardar as definições de aprovação.",
  "The threshold cannot be negative.": "O limite não pode ser negativo.",
  "Threshold (total cost)": "Limite (custo total)",
};
