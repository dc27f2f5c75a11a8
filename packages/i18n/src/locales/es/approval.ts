import type { Catalogue } from "../../catalogues.js";

/** The web app's approval before sending: workspace settings and the document's approval (English text → translation). */
export const approval: Catalogue = {
  Approval: "Aprobación",
  "Approval settings saved": "Ajustes de aprobación guardados",
  Approvers: "Aprobadores",
  "Enter the threshold as a number, or leave it empty for no approval.":
    "Introduce el umbral como número o déjalo vacío para no exigir aprobación.",
  "Leave empty for no approval step.": "Déjalo vacío para no exigir aprobación.",
  "Loading the approval settings…": "Cargando los ajustes de aprobación…",
  "No approval": "Sin aprobación",
  "Only owners and admins can change the approval settings.":
    "Solo los propietarios y administradores pueden cambiar los ajustes de aprobación.",
  "Proposals whose total is above the threshold need an approver's yes before they go to the client.":
    "Las propuestas cuyo total supere el umbral necesitan el visto bueno de un aprobador antes de llegar al cliente.",
  "Save approval settings": "Guardar ajustes de aprobación",
  "The approval settings could not be loaded.": "No se pudieron cargar los ajustes de aprobación.",
  "The approval settings could not be saved.": "No se pudieron guardar los ajustes de aprobación.",
  "The threshold cannot be negative.": "El umbral no puede ser negativo.",
  "Threshold (total cost)": "Umbral (coste total)",
  "No approval needed for this proposal.": "Esta propuesta no necesita aprobación.",
  "This proposal needs approval before it goes to the client.":
    "Esta propuesta necesita aprobación antes de enviarse al cliente.",
  "Waiting for approval (asked by {{name}})": "Esperando aprobación (solicitada por {{name}})",
  "Approved by {{name}}": "Aprobada por {{name}}",
  "Rejected by {{name}}": "Rechazada por {{name}}",
  "Approval requested": "Aprobación solicitada",
  "The approval could not be requested.": "No se pudo solicitar la aprobación.",
  "Comment for the approver (optional)": "Comentario para el aprobador (opcional)",
  "Request approval": "Solicitar aprobación",
  "Say why you reject it, so the author can change it.":
    "Explica por qué la rechazas para que el autor pueda cambiarla.",
  Approved: "Aprobada",
  Rejected: "Rechazada",
  "The decision could not be saved.": "No se pudo guardar la decisión.",
  "Total {{value}} {{currency}}, threshold {{threshold}}": "Total {{value}} {{currency}}, umbral {{threshold}}",
  "Comment (required to reject)": "Comentario (obligatorio para rechazar)",
  Approve: "Aprobar",
  Reject: "Rechazar",
  "Held back until this proposal is approved: the link cannot be turned on and it cannot be sent yet.":
    "Retenida hasta que se apruebe esta propuesta: el enlace aún no se puede activar ni la propuesta enviar.",
};
