/** Prints one closing line in the plain form CI systems read: "N passed, N failed, N skipped". */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = results;
    process.stdout.write(
      `\n${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests + numTodoTests} skipped\n`,
    );
  }
}
module.exports = SummaryReporter;
