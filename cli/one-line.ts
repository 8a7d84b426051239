/** An error's message on one line: a command's failure is one line of standard error. */
export const oneLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, " ");
