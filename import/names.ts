import { domainToUnicode } from "node:url";

/**
 * Resource names of a generated program, which are also its variable names: camelCase words of
 * the DNS names they come from (`www.example.com` A → `wwwExampleComA`), so a reader finds the
 * record by its name, and the same account always gives the same names.
 */

/**
 * The words of a DNS name, readable: IDN labels in Unicode with their accents dropped
 * (`xn--bcher-kva` → `bucher`; a label with no Latin letter keeps its punycode), `*` as
 * `wildcard`, every other character a word boundary.
 */
export function nameWords(name: string): string[] {
  const labels = name.replace(/\.$/, "").split(".").filter(Boolean);
  return labels.flatMap((label) => {
    if (label === "*") return ["wildcard"];
    if (label === "@") return [];
    if (label.startsWith("xn--")) {
      const words = textWords(domainToUnicode(label));
      if (words.length > 0) return words;
    }
    return textWords(label);
  });
}

/** The Latin words of a text: accents dropped ("Müller" → "muller"), other characters boundaries. */
export function textWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/** The words as one identifier: camelCase, `_` in front of a leading digit. */
export function camelCase(words: readonly string[]): string {
  const joined = words
    .map((word, index) => {
      const lower = word.toLowerCase();
      return index === 0 ? lower : `${lower.charAt(0).toUpperCase()}${lower.slice(1)}`;
    })
    .join("");
  if (joined === "") return "_";
  return /^[0-9]/.test(joined) ? `_${joined}` : joined;
}

/**
 * Hands out unique names: the first asker of a name gets it, later ones the same with 2, 3…
 * appended. Callers ask in a fixed order (sorted), so the suffixes are the same on every run.
 */
export class NameBook {
  private readonly taken = new Set<string>();

  /** `camelCase(words)`, unique in this book. */
  claim(words: readonly string[]): string {
    const base = camelCase(words);
    let name = base;
    for (let n = 2; this.taken.has(name) || reserved.has(name); n++) name = `${base}${n}`;
    this.taken.add(name);
    return name;
  }
}

/** Words a variable may not be named (a one-word name: a zone always gives two words). */
const reserved = new Set([
  ...["break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do"],
  ...["else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in"],
  ...["instanceof", "new", "null", "return", "super", "switch", "this", "throw", "true", "try", "typeof"],
  ...["var", "void", "while", "with", "let", "static", "yield", "await", "implements", "interface"],
  ...["package", "private", "protected", "public", "arguments", "eval", "undefined", "pulumi"],
  ...["DnsZone", "DnsRecord", "DnssecConfig", "NameserverDelegation", "TlsOrganization", "TlsCertificate"],
]);
