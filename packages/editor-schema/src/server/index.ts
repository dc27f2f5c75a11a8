export * from "./html-document.js";
