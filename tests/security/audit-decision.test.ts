import { describe, expect, it } from 'vitest'
import { type AuditReport, judgeAudit } from './audit-decision'

const advisory = (severity: string, id: number) => ({
  source: id,
  title: `advisory ${id}`,
  severity,
  url: `https://example.invalid/advisories/${id}`,
})

/** An npm audit report in npm 7+'s shape. */
function report(
  vulnerabilities: Record<
    string,
    { severity: string; via: (string | ReturnType<typeof advisory>)[] }
  >,
): AuditReport {
  return {
    vulnerabilities: Object.fromEntries(
      Object.entries(vulnerabilities).map(([name, entry]) => [name, { name, ...entry }]),
    ),
    metadata: { vulnerabilities: { moderate: 1, high: 1, critical: 1 } },
  }
}

describe('judging the dependency audit', () => {
  it('passes a report with nothing high or critical', () => {
    const verdict = judgeAudit(
      report({ a: { severity: 'moderate', via: [advisory('moderate', 1)] } }),
      [],
    )
    expect(verdict.ok).toBe(true)
    expect(verdict.blocking).toEqual([])
  })

  it('fails on a high or a critical advisory nobody explained', () => {
    const verdict = judgeAudit(
      report({
        a: { severity: 'high', via: [advisory('high', 2)] },
        b: { severity: 'critical', via: [advisory('critical', 3)] },
      }),
      [],
    )
    expect(verdict.ok).toBe(false)
    expect(verdict.blocking.map((item) => item.package)).toEqual(['a', 'b'])
  })

  it('passes an advisory explained in the exceptions, for that package only', () => {
    const exceptions = [
      {
        package: 'a',
        advisory: 'https://example.invalid/advisories/2',
        why: 'only reachable from the CLI, which the server never runs',
        date: '2026-11-24',
      },
    ]
    const explained = judgeAudit(
      report({ a: { severity: 'high', via: [advisory('high', 2)] } }),
      exceptions,
    )
    expect(explained).toMatchObject({ ok: true, excepted: ['a'] })
    const otherPackage = judgeAudit(
      report({ c: { severity: 'high', via: [advisory('high', 2)] } }),
      exceptions,
    )
    expect(otherPackage.ok).toBe(false)
  })

  it('does not take an exception without a reason', () => {
    const verdict = judgeAudit(report({ a: { severity: 'high', via: [advisory('high', 2)] } }), [
      {
        package: 'a',
        advisory: 'https://example.invalid/advisories/2',
        why: ' ',
        date: '2026-11-24',
      },
    ])
    expect(verdict.ok).toBe(false)
  })

  it('judges a package flagged only through a dependency by that dependency', () => {
    const verdict = judgeAudit(
      report({
        parent: { severity: 'high', via: ['child'] },
        child: { severity: 'high', via: [advisory('high', 4)] },
      }),
      [],
    )
    expect(verdict.blocking.map((item) => item.package)).toEqual(['child'])
  })
})
