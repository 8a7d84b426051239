/** Fixtures that cannot be loaded: the message names every offending path. */
export class FixtureError extends Error {
  override name = "FixtureError";
}
