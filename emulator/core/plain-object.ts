/** A JSON object (not null, not an array): what every request body must be before its fields are read. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
