/** Hex digits in each half of an owner tag (provider/resources/owner-tag.ts makes them). */
export const OWNER_TAG_HALF = 8;
const half = `([0-9a-f]{${OWNER_TAG_HALF}})`;
/**
 * The ownership marker a DnsRecord keeps at the end of its record's annotation, e.g.
 * `my note [pulumi:1a2b3c4d.5e6f7a8b]`: the first half stands for the project and stack, the
 * second for the resource's name. After an interrupted `up`, a record this resource created but
 * never recorded is recognised as its own and taken back; a record another stack, another
 * resource or a person made is not (docs/architecture.md, "Crash safety").
 */
const marker = new RegExp(`(?:^| )\\[pulumi:${half}\\.${half}\\]$`);
const tagForm = new RegExp(`^${half}\\.${half}$`);

export interface Owner {
  stack: string;
  resource: string;
}

/** The annotation split into the user's note and the owner, when it carries a marker. */
export function splitAnnotation(annotation: string | null | undefined): { note: string; owner?: Owner } {
  const text = annotation ?? "";
  const found = marker.exec(text);
  if (!found) return { note: text };
  return {
    note: text.slice(0, found.index),
    owner: { stack: found[1] as string, resource: found[2] as string },
  };
}

/** The annotation to store: the user's note followed by the marker. */
export function markAnnotation(note: string, ownerTag: string): string {
  return note ? `${note} [pulumi:${ownerTag}]` : `[pulumi:${ownerTag}]`;
}

export function parseOwnerTag(tag: string): Owner | undefined {
  const found = tagForm.exec(tag);
  return found ? { stack: found[1] as string, resource: found[2] as string } : undefined;
}

/** The resource part of an owner tag ("1a2b3c4d.5e6f7a8b" → "5e6f7a8b"). */
export function ownerResourceOf(tag: string | undefined): string {
  return (tag && parseOwnerTag(tag)?.resource) || "";
}

/** Characters the marker adds to an annotation (a space and the marker of a tag of two halves). */
export const MARKER_LENGTH =
  markAnnotation("x", `${"0".repeat(OWNER_TAG_HALF)}.${"0".repeat(OWNER_TAG_HALF)}`).length - 1;
