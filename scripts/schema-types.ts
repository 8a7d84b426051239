/** The parts of a Pulumi package schema the generator writes (scripts/generate-schema.ts). */

export interface PropertySchema {
  type?: string;
  items?: PropertySchema;
  additionalProperties?: PropertySchema;
  oneOf?: PropertySchema[];
  $ref?: string;
  description?: string;
  secret?: boolean;
}
export interface ObjectSchema {
  description?: string;
  type?: "object";
  properties: Record<string, PropertySchema>;
  required?: string[];
}
/** A closed set of text values (a union of string literals). */
export interface EnumSchema {
  description?: string;
  type: "string";
  enum: { value: string }[];
}
