/** The value that stands for an input not yet known during preview. */
export const unknownValue = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

export function hasUnknown(value: unknown): boolean {
  if (value === unknownValue) return true;
  if (Array.isArray(value)) return value.some(hasUnknown);
  if (value && typeof value === "object") return Object.values(value).some(hasUnknown);
  return false;
}
