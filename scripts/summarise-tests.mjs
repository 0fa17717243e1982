// Adds up vitest's JSON reports into one closing line: "N passed, N failed, N skipped".
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    failed += 1; // a suite that could not even report counts as a failure
    console.log(`no report from ${file}`);
    continue;
  }
  const name = file.split('/').pop().replace('.json', '');
  console.log(
    `${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed (${report.numTotalTestSuites} suites: files and describe blocks)`,
  );
  passed += report.numPassedTests;
  // A file that fails outside any test (an import error, a failing hook) has no failed test to count.
  failed += report.numFailedTests || (report.success ? 0 : Math.max(report.numFailedTestSuites, 1));
  skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
