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
    `${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed (${report.numTotalTestSuites} files)`,
  );
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.success ? 0 : report.numFailedTestSuites);
  skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
