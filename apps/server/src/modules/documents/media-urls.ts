/** Where editor images are served from (public: shared documents show them). */
export const MEDIA_URL_PREFIX = "/api/media/documents/";
