/** Every command's exit statuses. */
export const exitStatus = {
  /** Done; no error finding. */
  ok: 0,
  /** An error finding, or the work failed (the API, a file). */
  failed: 1,
  /** Bad usage or settings: nothing was done. */
  usage: 2,
} as const;
