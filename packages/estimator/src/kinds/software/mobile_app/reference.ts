import { cited } from "../../../reference/cited.js";
import { listPrice } from "../shared/prices.js";

/** Store fees, charged as the stores state them. */
export const STORE_FEES = {
  apple: listPrice(99, "Apple Developer Program membership, per year", 2025, true),
  google: listPrice(25, "Google Play Console registration, one-time fee", 2025, true),
} as const;

/**
 * Client-side work for more than one platform: two native code bases cost about 1.7× one, a cross-platform
 * framework (Flutter, React Native) about 1.2× (platform-specific work, store releases and device testing).
 */
export const PLATFORM_FACTOR = {
  single: cited(1, "one platform", 2026),
  crossPlatform: cited(
    1.2,
    "Scopewise effort norm: a cross-platform app for iOS and Android, × one platform's client work",
    2026,
  ),
  nativeBoth: cited(1.7, "Scopewise effort norm: native iOS and Android apps, × one platform's client work", 2026),
} as const;

/** Share of a feature's build that is back-end work (API, data, notifications) rather than app screens. */
export const BACKEND_SHARE = 0.35;
