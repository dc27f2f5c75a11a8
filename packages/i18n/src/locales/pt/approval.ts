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
  "No approval needed for this proposal.": "Esta proposta não precisa de aprovação.",
  "This proposal needs approval before it goes to the client.":
    "Esta proposta precisa de aprovação antes de seguir para o cliente.",
  "Waiting for approval (asked by {{name}})": "A aguardar aprovação (pedida por {{name}})",
  "Approved by {{name}}": "Aprovada por {{name}}",
  "Rejected by {{name}}": "Rejeitada por {{name}}",
  "Approval requested": "Aprovação pedida",
  "The approval could not be requested.": "Não foi possível pedir a aprovação.",
  "Comment for the approver (optional)": "Comentário para o aprovador (opcional)",
  "Request approval": "Pedir aprovação",
  "Say why you reject it, so the author can change it.": "Diga porque rejeita, para que o autor possa alterar.",
  Approved: "Aprovada",
  Rejected: "Rejeitada",
  "The decision could not be saved.": "Não foi possível guardar a decisão.",
  "Total {{value}} {{currency}}, threshold {{threshold}}": "Total {{value}} {{currency}}, limite {{threshold}}",
  "Comment (required to reject)": "Comentário (obrigatório para rejeitar)",
  Approve: "Aprovar",
  Reject: "Rejeitar",
  "Held back until this proposal is approved: the link cannot be turned on and it cannot be sent yet.":
    "Retida até esta proposta ser aprovada: o link ainda não pode ser ativado nem a proposta enviada.",
};
