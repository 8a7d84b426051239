/**
 * The lexical layer of an RFC 1035 master file (§5.1): entries of whitespace-separated tokens,
 * `;` comments, `( )` grouping lines into one entry, quoted character-strings, and the `\X` and
 * `\DDD` escapes. What each token means is zone-file.ts's.
 */

/** A field of an entry: its text with escapes decoded, and as written. */
export interface Token {
  /** The octets the token stands for, read as UTF-8 (escapes decoded, quotes removed). */
  text: string;
  /** How many octets it stands for: what the 255-octet limit of a character-string counts. */
  octets: number;
  /** As written in the file (escapes kept; quotes kept for a quoted string). */
  raw: string;
  quoted: boolean;
}

/** One entry: a directive or a record, on one line or on several joined by parentheses. */
export interface Entry {
  /** The line it starts on (1-based). */
  line: number;
  /** The line starts with a space or tab: a record with no owner (the previous record's). */
  blankOwner: boolean;
  tokens: Token[];
}

/** A line that is not a valid master-file line, with the line it is on. */
export class ZoneFileSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const isBlank = (c: string | undefined) => c === " " || c === "\t" || c === "\r";
const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
/** Characters that end an unquoted token. */
const isDelimiter = (c: string | undefined) =>
  c === undefined || isBlank(c) || c === "\n" || c === ";" || c === "(" || c === ")" || c === '"';

/** The entries of a master file, in order; a ZoneFileSyntaxError on the first lexical fault. */
export function tokenize(text: string): Entry[] {
  const entries: Entry[] = [];
  let at = 0;
  let line = 1;
  /** Line of the `(` still open, if any. */
  let openedAt: number | undefined;
  let entry: Entry | undefined;
  let lineStart = true;

  const finish = () => {
    if (entry && entry.tokens.length > 0) entries.push(entry);
    entry = undefined;
  };
  const add = (token: Token) => {
    entry ??= { line, blankOwner: false, tokens: [] };
    entry.tokens.push(token);
  };

  while (at < text.length) {
    const c = text[at];
    if (lineStart && openedAt === undefined) {
      finish();
      entry = { line, blankOwner: isBlank(c), tokens: [] };
    }
    lineStart = false;
    if (c === "\n") {
      line++;
      at++;
      lineStart = true;
    } else if (isBlank(c)) {
      at++;
    } else if (c === ";") {
      while (at < text.length && text[at] !== "\n") at++;
    } else if (c === "(") {
      if (openedAt !== undefined)
        throw new ZoneFileSyntaxError(line, `"(" inside the "(" opened on line ${openedAt}`);
      openedAt = line;
      at++;
    } else if (c === ")") {
      if (openedAt === undefined) throw new ZoneFileSyntaxError(line, `")" without a "(" before it`);
      openedAt = undefined;
      at++;
    } else if (c === '"') {
      const read = readString(text, at + 1, line, '"');
      add({ ...read.token, raw: `"${read.token.raw}"`, quoted: true });
      at = read.end + 1;
    } else {
      const read = readString(text, at, line, undefined);
      add({ ...read.token, quoted: false });
      at = read.end;
    }
  }
  if (openedAt !== undefined)
    throw new ZoneFileSyntaxError(openedAt, `the "(" on this line is never closed by a ")"`);
  finish();
  return entries;
}

/**
 * A token from `start`: up to the closing quote (`quote`) or to a delimiter, with escapes
 * decoded into octets. `end` is the index of the closing quote, or of the delimiter.
 */
function readString(
  text: string,
  start: number,
  line: number,
  quote: '"' | undefined,
): { token: Omit<Token, "quoted">; end: number } {
  const octets: number[] = [];
  let at = start;
  for (;;) {
    const c = text[at];
    if (quote ? c === quote : isDelimiter(c)) break;
    if (c === undefined || c === "\n")
      throw new ZoneFileSyntaxError(line, "a quoted string is not closed on its line");
    if (c === "\\") {
      const next = text[at + 1];
      if (next === undefined || next === "\n")
        throw new ZoneFileSyntaxError(line, 'a "\\" at the end of a line escapes nothing');
      if (isDigit(next)) {
        const digits = text.slice(at + 1, at + 4);
        const value = Number(digits);
        if (!/^\d{3}$/.test(digits) || value > 255)
          throw new ZoneFileSyntaxError(
            line,
            `"\\${digits.replace(/\D.*$/s, "")}" is not an escape: write \\DDD with three digits, 000 to 255`,
          );
        octets.push(value);
        at += 4;
        continue;
      }
      const escaped = String.fromCodePoint(text.codePointAt(at + 1) ?? 0);
      octets.push(...Buffer.from(escaped));
      at += 1 + escaped.length;
      continue;
    }
    const point = String.fromCodePoint(c.codePointAt(0) ?? 0);
    octets.push(...Buffer.from(point));
    at += point.length;
  }
  const bytes = Buffer.from(octets);
  return {
    token: { text: bytes.toString("utf8"), octets: bytes.length, raw: text.slice(start, at) },
    end: at,
  };
}
