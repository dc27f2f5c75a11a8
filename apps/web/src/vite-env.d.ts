/// <reference types="vite/client" />

/** Build-time API bases; each defaults to "/api" on the same origin (see lib/api-client.ts). */
interface ImportMetaEnv {
  readonly VITE_MAIN_API_BASE?: string;
  readonly VITE_CHATS_API_BASE?: string;
  readonly VITE_PROPOSALS_API_BASE?: string;
  readonly VITE_ESTIMATION_API_BASE?: string;
  readonly VITE_AGENT_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
