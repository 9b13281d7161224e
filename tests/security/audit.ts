/**
 * `npm run audit:deps`: the dependency audit (issue 10 §5) — `npm audit --omit=dev` (what
 * ships with the server), judged by audit-decision.mjs against audit-exceptions.json.
 * Exit 0: nothing high or critical left unexplained; 1: something is; 2: the audit could not
 * run (the registry in use offers no advisory service — the case on the build machine, whose
 * registry mirror answers the advisory request with 405), said plainly.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { type AuditReport, judgeAudit } from './audit-decision'

const exceptions = JSON.parse(
  readFileSync(new URL('./audit-exceptions.json', import.meta.url), 'utf8'),
)
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' })
let report: (AuditReport & { error?: { summary?: string }; message?: string }) | undefined
try {
  report = JSON.parse(run.stdout)
} catch {
  report = undefined
}
if (!report || (report.error && !report.vulnerabilities)) {
  const reason =
    report?.error?.summary || report?.message || run.stderr.split('\n').find(Boolean) || 'no answer'
  // The registry's address is left out of the log.
  console.log(
    `dependency audit: could not run here (${reason.replace(/https?:\/\/\S+/g, 'the registry').trim()}).`,
  )
  console.log('Run `npm run audit:deps` where the registry offers the advisory service.')
  process.exit(2)
}
const verdict = judgeAudit(report, exceptions.exceptions ?? [])
const counts = Object.entries(verdict.counts)
  .map(([severity, n]) => `${severity} ${n}`)
  .join(', ')
console.log(`dependency audit (--omit=dev): ${counts || 'nothing found'}`)
for (const name of verdict.excepted) console.log(`  excepted (see audit-exceptions.json): ${name}`)
for (const item of verdict.blocking) {
  console.log(`  ${item.severity.toUpperCase()} ${item.package}: ${item.advisories.join(', ')}`)
}
if (!verdict.ok) {
  console.log(
    'High or critical advisories without an explanation: update, or explain in tests/security/audit-exceptions.json.',
  )
  process.exit(1)
}
console.log('nothing high or critical left unexplained')
