/**
 * Globs over names and values, as DNSControl's IGNORE writes them: `*` matches within one label
 * (never a dot), `**` matches anything, dots included; `?` one character but a dot; `[a-z]`,
 * `[!0-9]` a class; `{a,b}` one of the alternatives; `\` escapes the next character.
 */
export type Glob = RegExp;

/** The glob compiled; an Error says what is wrong with it (an unclosed class or alternative). */
export function compileGlob(glob: string, options: { ignoreCase?: boolean } = {}): Glob {
  let out = "";
  let alternatives = 0; // open `{`
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (char === "\\") {
      const next = glob[++i];
      if (next === undefined) throw new Error(`"${glob}" ends with an escape (\\) that escapes nothing`);
      out += literal(next);
    } else if (char === "*") {
      if (glob[i + 1] === "*") {
        out += ".*";
        i++;
      } else out += "[^.]*";
    } else if (char === "?") out += "[^.]";
    else if (char === "[") {
      const end = glob.indexOf("]", i + 2);
      if (end < 0) throw new Error(`"${glob}" opens a class with [ that no ] closes`);
      const body = glob.slice(i + 1, end);
      out += `[${body.startsWith("!") ? `^${body.slice(1)}` : body.replace(/^\^/, "\\^")}]`;
      i = end;
    } else if (char === "{") {
      if (alternatives > 0) throw new Error(`"${glob}" nests {…} alternatives, which globs here do not take`);
      alternatives++;
      out += "(?:";
    } else if (char === "}") {
      if (alternatives === 0) throw new Error(`"${glob}" closes with } an alternative no { opened`);
      alternatives--;
      out += ")";
    } else if (char === "," && alternatives > 0) out += "|";
    else out += literal(char);
  }
  if (alternatives > 0) throw new Error(`"${glob}" opens an alternative with { that no } closes`);
  try {
    return new RegExp(`^(?:${out})$`, options.ignoreCase ? "i" : "");
  } catch (error) {
    throw new Error(`"${glob}" is not a glob: ${(error as Error).message}`);
  }
}

/** A character matched as itself. */
function literal(char: string): string {
  return /[\\^$.|+()*?[\]{}]/.test(char) ? `\\${char}` : char;
}
