/** The resource's name: the last part of its URN (`urn:pulumi:dev::proj::type::name`). */
export function resourceName(urn: string): string {
  const at = urn.lastIndexOf("::");
  return at < 0 ? urn : urn.slice(at + 2);
}

/** The stack and project of a URN (`urn:pulumi:<stack>::<project>::…`). */
export function stackOf(urn: string): { stack: string; project: string } | undefined {
  const match = /^urn:pulumi:([^:]+)::([^:]+)::/.exec(urn);
  return match ? { stack: match[1] as string, project: match[2] as string } : undefined;
}
