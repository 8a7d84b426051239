export * from "./api";
export * from "./errors";
export { type ClientOptions, RegistrarClient } from "./registrar-client";
