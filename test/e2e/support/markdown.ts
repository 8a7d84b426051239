export interface CodeBlock {
  /** The info string's first word: "ts", "sh", "yaml", … */
  lang: string;
  /** The block's lines, without the indentation of its fence (a block in a list item). */
  code: string;
  /** 1-based line of the opening fence, for messages. */
  line: number;
  /** The nearest heading above the block. */
  heading: string;
}

/** The fenced code blocks of a Markdown document, in order, indented ones (in a list item) too. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split("\n");
  let heading = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const fence = /^( *)(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (!fence) {
      if (/^#{1,6} /.test(line)) heading = line.replace(/^#+ /, "").trim();
      continue;
    }
    const indent = (fence[1] as string).length;
    const marker = fence[2] as string;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !(lines[j] as string).trimStart().startsWith(marker)) {
      const text = lines[j++] as string;
      body.push(text.slice(Math.min(indent, text.length - text.trimStart().length)));
    }
    blocks.push({ lang: fence[3] ?? "", code: `${body.join("\n")}\n`, line: i + 1, heading });
    i = j;
  }
  return blocks;
}
