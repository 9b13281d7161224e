/**
 * What `npm audit --omit=dev --json` (npm 7+ report) means for the shop: every high or
 * critical advisory must be listed in audit-exceptions.json with why it does not apply;
 * anything else fails. Pure, so it is tested on sample reports (audit-decision.test.ts).
 */

export interface AuditException {
  package: string
  advisory: string
  why: string
  date: string
}

interface Advisory {
  source?: number
  title?: string
  url?: string
  severity?: string
}

/** The part of npm audit's JSON (npm 7+) read here. */
export interface AuditReport {
  vulnerabilities?: Record<string, { severity: string; via?: (string | Advisory)[] }>
  metadata?: { vulnerabilities?: Record<string, number> }
}

export interface AuditVerdict {
  ok: boolean
  blocking: { package: string; severity: string; advisories: string[] }[]
  excepted: string[]
  counts: Record<string, number>
}

export function judgeAudit(report: AuditReport, exceptions: AuditException[]): AuditVerdict {
  const counts = { ...(report.metadata?.vulnerabilities ?? {}) }
  const blocking: AuditVerdict['blocking'] = []
  const excepted: string[] = []
  for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
    if (entry.severity !== 'high' && entry.severity !== 'critical') continue
    // `via` holds advisories (objects) and the names of vulnerable dependencies (strings).
    const advisories = (entry.via ?? [])
      .filter((via): via is Advisory => typeof via === 'object' && via !== null)
      .filter((via) => via.severity === 'high' || via.severity === 'critical')
      .map((via) => String(via.url ?? via.source ?? via.title))
    const open = advisories.filter(
      (advisory) =>
        !exceptions.some(
          (exception) =>
            exception.package === name && exception.advisory === advisory && exception.why?.trim(),
        ),
    )
    // Only reached through another package: that package's own entry decides.
    if (advisories.length === 0) continue
    if (open.length === 0) excepted.push(name)
    else blocking.push({ package: name, severity: entry.severity, advisories: open })
  }
  return { ok: blocking.length === 0, blocking, excepted, counts }
}
