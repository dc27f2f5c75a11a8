/**
 * Options for a plugin's "/" route: it is registered (and listed in the OpenAPI description) as the
 * contract writes it, e.g. `/api/projects/`; the form without the slash still matches (ignoreTrailingSlash).
 */
export const atCollection = { prefixTrailingSlash: "slash" } as const;
