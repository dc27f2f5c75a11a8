import type { Attribute } from "@tiptap/core";

/** The element an attribute is read from (a DOM element in the browser, happy-dom's on the server). */
export type ParsedElement = Parameters<NonNullable<Attribute["parseHTML"]>>[0];
