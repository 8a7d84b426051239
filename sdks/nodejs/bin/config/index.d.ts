export * from "./vars";
