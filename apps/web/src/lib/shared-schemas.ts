import type * as Shared from "@scopewise/shared";

type SharedModule = typeof Shared;

let loaded: SharedModule | undefined;
let loading: Promise<SharedModule> | undefined;

/**
 * The shared zod schemas (zod is most of their weight), fetched on first use: the sign-in and sign-up
 * pages render without them and fetch them once the visitor starts filling in the form. Every other
 * page imports them directly, which puts them in the same chunk.
 */
export function loadSharedSchemas(): Promise<SharedModule> {
  loading ??= import("@scopewise/shared").then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed fetch (offline) is tried again on the next use.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The schemas, or null once `onFailure` was told why they could not be fetched (as a failed request is). */
export async function loadSharedSchemasOr(onFailure: (error: unknown) => void): Promise<SharedModule | null> {
  try {
    return await loadSharedSchemas();
  } catch (error) {
    onFailure(error);
    return null;
  }
}

/** The schemas when already fetched, else undefined. */
export function sharedSchemasIfLoaded(): SharedModule | undefined {
  return loaded;
}
