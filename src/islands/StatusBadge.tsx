import { STATUS_LABELS, type AuditStatus } from '../lib/audit-report.ts';

/** A status's mark beside its word: a cross, an exclamation mark, a tick, an "i". */
const STATUS_PATHS: Readonly<Record<AuditStatus, string>> = {
  fail: 'M8 8l8 8M16 8l-8 8',
  warn: 'M12 7v6M12 16.5v.5',
  pass: 'M7 12.5l3.2 3.2L17 9',
  info: 'M12 11v6M12 7.5v.5',
};

/**
 * A status of the audit report as a badge: its mark and its word, in its colours, never its colour
 * alone. `label` replaces the status's word (a speed rating: "Needs improvement").
 */
export default function StatusBadge({ status, label }: { status: AuditStatus; label?: string }) {
  return (
    <span className={`status status--${status}`}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" />
        <path d={STATUS_PATHS[status]} />
      </svg>
      {label ?? STATUS_LABELS[status]}
    </span>
  );
}
