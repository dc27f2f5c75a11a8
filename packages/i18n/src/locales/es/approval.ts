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
};
