#!/usr/bin/env node
/**
 * `npm audit --omit=dev` for CI: fails on any high or critical advisory in what the store ships.
 * When the registry does not answer audit requests at all (some mirrors refuse them with 405), it
 * says so plainly and does not fail: an unanswered audit is not a clean one, and the log shows it.
 */
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
});
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit gave no report:\n${run.stderr}`);
  process.exit(1);
}
if (report.statusCode || report.error) {
  const reason = report.message ?? report.error?.summary ?? 'unknown error';
  console.warn(
    `WARNING: the registry did not answer the dependency audit (${reason}); not audited.`,
  );
  process.exit(0);
}
const counts = report.metadata?.vulnerabilities ?? {};
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `Dependency audit (production): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low.`,
);
if (serious > 0) {
  for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
    if (entry.severity === 'high' || entry.severity === 'critical') {
      console.error(`  ${entry.severity}: ${name} (${entry.range})`);
    }
  }
  process.exit(1);
}
