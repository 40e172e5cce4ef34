import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { byImpact, hostOf, scoreBand, STATUS_COUNT_LABELS, STATUS_ORDER, statusCounts } from '../lib/audit-report.ts';
import type { AuditCheck, AuditReport as Report } from '../lib/calls/audit.ts';
import AuditGauge from './AuditGauge.tsx';
import AuditSpeed from './AuditSpeed.tsx';
import StatusBadge from './StatusBadge.tsx';

/** The pages of the site a finding may point to: path → the name a link gives it. */
export type ServiceNames = Readonly<Record<string, string>>;

/** A date and time as a reader of the report expects it ("27 Nov 2026, 10:04"). */
const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * One finding: its status, what was found and why it matters, how to fix it, and who fixes it.
 * `folded`: its title is a button that shows the rest (the warnings, so their list can be scanned).
 */
function Finding({
  check,
  categoryLabel,
  services,
  folded = false,
}: {
  check: AuditCheck;
  categoryLabel: string | undefined;
  services: ServiceNames;
  folded?: boolean;
}) {
  const service = check.service && services[check.service] ? check.service : undefined;
  // A summary is a button: its title is its text, not a heading inside it.
  const Title = folded ? 'span' : 'h4';
  const head = (
    <>
      <StatusBadge status={check.status} />
      <Title className="finding__title">{check.title}</Title>
      {categoryLabel && <span className="finding__category">{categoryLabel}</span>}
    </>
  );
  const body = (
    <>
      <dl className="finding__body">
        <div>
          <dt>What we found</dt>
          <dd>{check.detail}</dd>
        </div>
        <div>
          <dt>How to fix it</dt>
          <dd>{check.fix}</dd>
        </div>
      </dl>
      {service && (
        <p className="finding__service">
          <a href={service}>
            Get it fixed: {services[service]}
            <span aria-hidden="true"> →</span>
          </a>
        </p>
      )}
    </>
  );
  return (
    <li className={`finding finding--${check.status}`} data-check={check.id}>
      {folded ? (
        <details className="finding__fold">
          <summary className="finding__head">{head}</summary>
          {body}
        </details>
      ) : (
        <>
          <div className="finding__head">{head}</div>
          {body}
        </>
      )}
    </li>
  );
}

/** A check that needs nothing done: its status, its title and what was found, on a line or two. */
function Passed({ check, categoryLabel }: { check: AuditCheck; categoryLabel: string | undefined }) {
  return (
    <li className={`passed passed--${check.status}`} data-check={check.id}>
      <StatusBadge status={check.status} />
      <div>
        <p className="passed__title">
          {check.title}
          {categoryLabel && <span className="finding__category">{categoryLabel}</span>}
        </p>
        <p className="passed__detail">{check.detail}</p>
      </div>
    </li>
  );
}

/**
 * A part of the report, under its heading: its list shown, or folded behind a "Show" button
 * (`folded`, the number of checks it holds; printed open).
 */
function Part({
  id,
  title,
  lead,
  folded,
  children,
}: {
  id: string;
  title: string;
  lead?: string | undefined;
  folded?: number;
  children: ReactNode;
}) {
  return (
    <section className="report__part" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{title}</h3>
      {lead && <p className="report__part-lead">{lead}</p>}
      {folded === undefined ? (
        children
      ) : (
        <details className="report__fold">
          <summary>{folded === 1 ? 'Show it' : `Show all ${folded}`}</summary>
          {children}
        </details>
      )}
    </section>
  );
}

export interface AuditReportProps {
  report: Report;
  /** The search phrase the visitor gave, if any. */
  keyword: string | undefined;
  services: ServiceNames;
  /** The report's heading, which takes focus when the report arrives. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Takes the visitor back to the address field. */
  onAnotherPage: () => void;
  /** Who made the report and how to reach them, printed above it. */
  printLine: string;
  /** What follows the report (the invitation to a review). */
  children?: ReactNode;
}

/**
 * The report of one audit: the score as a gauge with the counts, a score per category, then every
 * check sorted by impact: what fails and what could be better as findings (what was found and why
 * it matters, how to fix it, which of our services does it), what passes and what is only
 * information folded below them; and what the audit could not see. It prints on its own (the
 * page's print styles keep the report and drop the rest, folded parts opened).
 */
export default function AuditReport({
  report,
  keyword,
  services,
  headingRef,
  onAnotherPage,
  printLine,
  children,
}: AuditReportProps) {
  const checks = byImpact(report.checks);
  const counts = statusCounts(checks);
  const band = scoreBand(report.score);
  const categoryLabels = new Map(report.categories.map((category) => [category.id, category.label]));
  const failed = checks.filter((check) => check.status === 'fail');
  const warned = checks.filter((check) => check.status === 'warn');
  const passed = checks.filter((check) => check.status === 'pass');
  const info = checks.filter((check) => check.status === 'info');
  const host = hostOf(report.finalUrl);
  const redirected = report.finalUrl !== report.url;

  // The folded parts print open: a printed report is the whole report.
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    const open = () => root.current?.querySelectorAll('details').forEach((details) => (details.open = true));
    window.addEventListener('beforeprint', open);
    return () => window.removeEventListener('beforeprint', open);
  }, []);

  return (
    <section className="report" aria-labelledby="report-heading" ref={root} data-score={report.score}>
      <p className="report__print-line">{printLine}</p>
      <header className="report__header">
        <div>
          <p className="eyebrow">Your audit report</p>
          <h2 id="report-heading" ref={headingRef} tabIndex={-1}>
            {host} scores {report.score} out of 100
          </h2>
          <p className="report__meta">
            <a href={report.finalUrl} rel="nofollow noopener noreferrer" target="_blank">
              {report.finalUrl}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            {redirected && <span> (redirected from {report.url})</span>}
            <span className="report__dot" aria-hidden="true">
              ·
            </span>
            <span>Checked {when(report.fetchedAt)}</span>
            {keyword && (
              <>
                <span className="report__dot" aria-hidden="true">
                  ·
                </span>
                <span>Search phrase “{keyword}”</span>
              </>
            )}
          </p>
        </div>
      </header>

      <div className="report__summary">
        <div className="report__score card">
          <AuditGauge score={report.score} />
          <div>
            <p className={`report__band report__band--${band.tone}`}>{band.label}</p>
            <p className="report__advice">{band.advice}</p>
            <ul className="report__counts" aria-label="Checks by result">
              {STATUS_ORDER.filter((status) => counts[status] > 0).map((status) => (
                <li key={status} className={`report__count report__count--${status}`}>
                  <strong>{counts[status]}</strong> {STATUS_COUNT_LABELS[status]}
                </li>
              ))}
            </ul>
          </div>
        </div>
        {report.categories.length > 0 && (
          <div className="report__categories card">
            <h3>Scores by category</h3>
            <ul className="categories">
              {report.categories.map((category) => (
                <li key={category.id} className={`category category--${scoreBand(category.score).tone}`}>
                  <span className="category__label">{category.label}</span>
                  <span className="category__score">
                    {category.score}
                    <span className="visually-hidden"> out of 100</span>
                  </span>
                  <span className="category__bar" aria-hidden="true">
                    <span style={{ width: `${category.score}%` }} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <div className="report__actions">
        {children && (
          <a className="button button--primary" href="#audit-review">
            Ask for a free review <span aria-hidden="true">→</span>
          </a>
        )}
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          Print or save as PDF
        </button>
        <button type="button" className="button button--secondary" onClick={onAnotherPage}>
          Audit another page
        </button>
      </div>

      {failed.length > 0 && (
        <Part
          id="report-fail"
          title={`Fix these first (${failed.length})`}
          lead="What fails here costs you visitors or customers. Each says what we found and why it matters, how to fix it, and who can do it for you."
        >
          <ol className="findings">
            {failed.map((check) => (
              <Finding
                key={check.id}
                check={check}
                categoryLabel={categoryLabels.get(check.category)}
                services={services}
              />
            ))}
          </ol>
        </Part>
      )}
      {warned.length > 0 && (
        <Part
          id="report-warn"
          title={`Worth improving (${warned.length})`}
          lead={`Smaller gains, most important first: open ${warned.length === 1 ? 'it' : 'one'} to see what we found and how to fix it.`}
        >
          <ol className="findings findings--folded">
            {warned.map((check) => (
              <Finding
                key={check.id}
                check={check}
                categoryLabel={categoryLabels.get(check.category)}
                services={services}
                folded
              />
            ))}
          </ol>
        </Part>
      )}
      {checks.length > 0 && failed.length + warned.length === 0 && (
        <p className="report__clean">Nothing fails and nothing needs a warning on this page: well done.</p>
      )}
      {report.speedTest && <AuditSpeed url={report.finalUrl} />}
      {passed.length > 0 && (
        <Part
          id="report-passed"
          title={`What already works (${passed.length})`}
          lead="Keep these as they are when the page changes."
          folded={passed.length}
        >
          <ul className="passed-list">
            {passed.map((check) => (
              <Passed key={check.id} check={check} categoryLabel={categoryLabels.get(check.category)} />
            ))}
          </ul>
        </Part>
      )}
      {info.length > 0 && (
        <Part
          id="report-info"
          title={`For information (${info.length})`}
          lead="Not counted in the score."
          folded={info.length}
        >
          <ul className="passed-list">
            {info.map((check) => (
              <Passed key={check.id} check={check} categoryLabel={categoryLabels.get(check.category)} />
            ))}
          </ul>
        </Part>
      )}
      {checks.length === 0 && (
        <p className="report__empty">No checks ran on this page, so there is nothing to list yet.</p>
      )}

      {report.notes.length > 0 && (
        <Part id="report-notes" title="What this audit could not see">
          <ul className="report__notes">
            {report.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Part>
      )}
      {children && (
        <div className="report__review" id="audit-review">
          {children}
        </div>
      )}
    </section>
  );
}
