import { z } from "zod";
import { unknownValue } from "./unknown";

/**
 * Building blocks of every resource's input schema (`<name>-inputs.ts`): a strict object schema
 * checks the types and refuses keys it does not know, its transform checks the values, so that
 * one preview reports every bad property at once. Values are checked in the transform, not the
 * object, because zod skips a transform once any field has failed its type, and so would hide
 * the other values' problems; an unknown key does not stop it. A value unknown during preview
 * passes untouched.
 */

export type Unknown = typeof unknownValue;

/**
 * The fields a check schema accepts: one per input its kind declares (`properties.ts`), plus
 * `Extra` (the owner tag the front ends add). A name declared and not accepted, or accepted and
 * not declared, fails to compile.
 */
export type AcceptedFields<Declared extends z.ZodObject, Extra extends string = never> = Record<
  keyof z.input<Declared> | Extra,
  z.ZodType
>;

export const orUnknown = <T extends z.ZodType>(schema: T, message: string) =>
  z.union([schema, z.literal(unknownValue)], { error: message });

export const text = () => orUnknown(z.string(), "must be a string");
/** A whole number; `unit` names what it counts (" of seconds"). */
export const whole = (unit = "") => orUnknown(z.number().int(), `must be a whole number${unit}`);
export const flag = () => orUnknown(z.boolean(), "must be true or false");
export const textList = () =>
  orUnknown(z.array(z.union([z.string(), z.literal(unknownValue)])), "must be a list of strings");

/** The value a declared input (`.default(...)`) takes when the program leaves it out. */
export const defaultOf = <T extends z.ZodDefault>(field: T): z.output<T> => field.parse(undefined);

/** One of `values`, checked in the transform; undefined (and an issue) when it is not. */
export function choice<const T extends readonly string[]>(
  ctx: z.RefinementCtx,
  path: string,
  value: string | Unknown | undefined,
  values: T,
): T[number] | Unknown | undefined {
  if (value === undefined || value === unknownValue || values.includes(value)) return value as T[number];
  ctx.addIssue({
    code: "custom",
    path: [path],
    message: `must be one of ${values.map((v) => `"${v}"`).join(", ")}, got "${value}"`,
  });
  return undefined;
}

/** The value, or an issue "is required" on `path` (then undefined): required in the transform, not the shape. */
export function required<T>(ctx: z.RefinementCtx, path: string, value: T | undefined): T | undefined {
  if (value === undefined) ctx.addIssue({ code: "custom", path: [path], message: "is required" });
  return value;
}

/** `fn(value)`, or an issue on `path` with its Error's message (then undefined). */
export function checked<T>(
  ctx: z.RefinementCtx,
  path: (string | number)[],
  value: string | Unknown,
  fn: (value: string) => T,
): T | Unknown | undefined {
  if (value === unknownValue) return unknownValue;
  try {
    return fn(value);
  } catch (error) {
    ctx.addIssue({ code: "custom", path, message: (error as Error).message });
    return undefined;
  }
}

/** An issue on `path` when `value` is a number outside `range` (unknown and missing values pass). */
export function inRange(
  ctx: z.RefinementCtx,
  path: string,
  value: number | Unknown | undefined,
  range: { min: number; max: number },
): void {
  if (typeof value === "number" && (value < range.min || value > range.max)) {
    ctx.addIssue({ code: "custom", path: [path], message: `must be between ${range.min} and ${range.max}` });
  }
}

export const isKnown = <T>(value: T | Unknown | undefined): value is T =>
  value !== undefined && value !== unknownValue;
