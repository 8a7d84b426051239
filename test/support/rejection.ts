/** The error a promise rejects with; fails the test when it resolves instead. */
// biome-ignore lint/suspicious/noExplicitAny: tests read fields of several error classes.
export async function rejection(promise: Promise<unknown>): Promise<any> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail, but it succeeded");
}
