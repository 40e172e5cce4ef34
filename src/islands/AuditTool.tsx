import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { ApiError, postJson } from '../lib/api.ts';
import { auditFailureMessage, failedTitles, hostOf } from '../lib/audit-report.ts';
import { AUDIT_LIMITS, auditReportSchema, auditRequestSchema, type AuditReport } from '../lib/calls/audit.ts';
import type { AgencyContact } from '../lib/schemas/site.schema.ts';
import AuditReportView, { type ServiceNames } from './AuditReport.tsx';
import { useDomId } from './useDomId.ts';
import { useElapsedSeconds } from './useElapsedSeconds.ts';
import './audit.css';

// The review form carries the phone input and its numbering plans: its code comes once a report
// is shown, not with the audit's.
const AuditLeadForm = lazy(() => import('./AuditLeadForm.tsx'));

export interface AuditToolProps {
  /** The id of the element of the page the report is shown in, below the form. */
  reportTarget: string;
  /** The site's pages a finding may point to, by path, with the name a link gives them. */
  services: ServiceNames;
  agency: AgencyContact;
  /** Who made a report and how to reach them, printed above it ("Free website audit by …"). */
  printLine: string;
}

/** How long the page waits for the audit: the function gives up on a site after 8 s, then checks. */
const AUDIT_TIMEOUT_MS = 20_000;
/** After this long the waiting panel says the site is slow. */
const SLOW_MS = 10_000;

type State =
  | { phase: 'idle' }
  | { phase: 'running'; address: string; started: number }
  | { phase: 'done'; report: AuditReport; keyword: string | undefined }
  | { phase: 'failed'; message: string; address: string };

/** The text of a named input of a form. */
const valueOf = (form: HTMLFormElement, name: string) => {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
};

/** The panel shown while the audit runs: what is happening and for how long, and the report's outline. */
function Running({ address, started }: { address: string; started: number }) {
  const seconds = useElapsedSeconds(started);
  return (
    <div className="audit-running" aria-busy="true">
      <div className="audit-running__panel">
        <span className="audit-running__spinner" aria-hidden="true" />
        <div>
          <p className="audit-running__title">Auditing {hostOf(address)}…</p>
          <p className="audit-running__text">
            {seconds * 1_000 < SLOW_MS
              ? 'We are fetching the page, its robots.txt and sitemap, then running every check. This usually takes under ten seconds.'
              : 'The site is slow to answer. We wait up to twenty seconds before giving up.'}
          </p>
        </div>
        <p className="audit-running__seconds" aria-hidden="true">
          {seconds} s
        </p>
      </div>
      <div className="audit-running__outline" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}

/**
 * The free website audit (the audit page): the address of a page and an optional search phrase,
 * Run, then the report below the form. It hydrates on use (`client:reach={{ form: true }}`, see
 * src/directives/reach.ts): until then the fields are plain HTML that keep what is typed (the page
 * fills in an address a link carries), and a Run pressed before React arrives is held and run once
 * it has. Nothing starts an audit but Run. The report is drawn into the page's report element
 * (`reportTarget`), with an invitation to a free review by a person under it (AuditLeadForm, whose
 * code loads when the first report is shown).
 */
export default function AuditTool({ reportTarget, services, agency, printLine }: AuditToolProps) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [urlError, setUrlError] = useState<string | undefined>(undefined);
  const [keywordError, setKeywordError] = useState<string | undefined>(undefined);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const id = useDomId('audit');
  const ids = { url: `${id}-url`, urlHint: `${id}-url-hint`, urlError: `${id}-url-error`, keyword: `${id}-keyword` };

  useEffect(() => setTarget(document.getElementById(reportTarget)), [reportTarget]);

  // A Run pressed before hydration, held back by client:reach: run it now, with what the fields hold.
  const [heldRun, setHeldRun] = useState(false);
  useEffect(() => {
    const island = form.current?.closest('astro-island');
    if (!island?.hasAttribute('data-reach-submit')) return;
    island.removeAttribute('data-reach-submit');
    setHeldRun(true);
  }, []);
  useEffect(() => {
    if (heldRun) form.current?.requestSubmit();
  }, [heldRun]);

  // The report or the failure takes the focus when it arrives, so a keyboard or screen reader
  // user is taken to it; the page scrolls it into view.
  useEffect(() => {
    if (state.phase === 'done') heading.current?.focus();
    if (state.phase === 'failed') alert.current?.focus();
  }, [state]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const element = event.currentTarget;
    const keyword = valueOf(element, 'keyword').trim();
    const parsed = auditRequestSchema.safeParse({ url: valueOf(element, 'url'), keyword: keyword || undefined });
    if (!parsed.success) {
      const message = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setUrlError(message('url'));
      setKeywordError(message('keyword'));
      element.querySelector<HTMLInputElement>(message('url') ? 'input[name="url"]' : 'input[name="keyword"]')?.focus();
      return;
    }
    setUrlError(undefined);
    setKeywordError(undefined);
    busy.current = true;
    const address = parsed.data.url;
    setState({ phase: 'running', address, started: performance.now() });
    target?.scrollIntoView({ block: 'start' });
    try {
      const answer = await postJson('/audit', parsed.data, { timeoutMs: AUDIT_TIMEOUT_MS });
      const report = auditReportSchema.safeParse(answer);
      if (!report.success) throw new Error('The audit answered with a report this page cannot read');
      setState({ phase: 'done', report: report.data, keyword: parsed.data.keyword || undefined });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : undefined;
      const message = auditFailureMessage(status, error instanceof Error ? error.message : undefined);
      console.error('Audit failed:', error instanceof Error ? error.message : error);
      if (status === 422) {
        // An address the audit will not fetch: the field says why, and the visitor is taken back to it.
        setUrlError(message);
        setState({ phase: 'idle' });
        element.querySelector<HTMLInputElement>('input[name="url"]')?.focus();
      } else setState({ phase: 'failed', message, address });
    } finally {
      busy.current = false;
    }
  };

  const backToForm = () => {
    const field = form.current?.querySelector<HTMLInputElement>('input[name="url"]');
    field?.focus();
    field?.select();
  };

  const running = state.phase === 'running';
  const results =
    target &&
    state.phase !== 'idle' &&
    createPortal(
      <div className="audit-results">
        <div className="container">
          {state.phase === 'running' && <Running address={state.address} started={state.started} />}
          {state.phase === 'failed' && (
            <div className="audit-failed" role="alert" ref={alert} tabIndex={-1}>
              <h2 className="audit-failed__title">We could not audit {hostOf(state.address)}</h2>
              <p>{state.message}</p>
              <p>
                <button type="button" className="button button--secondary" onClick={backToForm}>
                  Change the address
                </button>
              </p>
            </div>
          )}
          {state.phase === 'done' && (
            <AuditReportView
              report={state.report}
              keyword={state.keyword}
              services={services}
              headingRef={heading}
              onAnotherPage={backToForm}
              printLine={printLine}
            >
              <Suspense fallback={<div className="lead lead--loading" aria-hidden="true" />}>
                <AuditLeadForm
                  agency={agency}
                  findings={{
                    url: state.report.finalUrl,
                    keyword: state.keyword ?? '',
                    score: state.report.score,
                    failedChecks: failedTitles(state.report),
                  }}
                />
              </Suspense>
            </AuditReportView>
          )}
        </div>
      </div>,
      target,
    );

  return (
    <>
      {/* POST, should the browser ever send the form itself: the page would keep nothing anyway. */}
      <form className="audit-form" method="post" noValidate onSubmit={onSubmit} ref={form} aria-label="Audit a page">
        <div className="audit-form__field">
          <label htmlFor={ids.url}>Website address</label>
          <input
            id={ids.url}
            name="url"
            type="text"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="yourbusiness.com"
            maxLength={AUDIT_LIMITS.url}
            required
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? `${ids.urlError} ${ids.urlHint}` : ids.urlHint}
          />
          {urlError && (
            <p className="audit-form__error" id={ids.urlError}>
              {urlError}
            </p>
          )}
          <p className="audit-form__hint" id={ids.urlHint}>
            A domain is enough; add a path to audit another page.
          </p>
        </div>
        <div className="audit-form__field">
          <label htmlFor={ids.keyword}>
            Search phrase <span className="audit-form__optional">(optional)</span>
          </label>
          <input
            id={ids.keyword}
            name="keyword"
            type="text"
            autoComplete="off"
            placeholder="bakery in Portland"
            maxLength={AUDIT_LIMITS.keyword}
            aria-invalid={keywordError ? true : undefined}
            aria-describedby={keywordError ? `${ids.keyword}-error` : undefined}
          />
          {keywordError && (
            <p className="audit-form__error" id={`${ids.keyword}-error`}>
              {keywordError}
            </p>
          )}
        </div>
        <button className="button button--primary audit-form__run" type="submit" aria-disabled={running || undefined}>
          {running ? 'Running…' : 'Run audit'}
        </button>
        <p className="audit-form__note">Free, no sign-up, no e-mail needed. We read the one page you enter.</p>
        <p className="form-noscript">
          The audit could not load in this browser (it needs JavaScript). Email{' '}
          <a href={`mailto:${agency.email}`}>{agency.email}</a> and we will look at your site.
        </p>
      </form>
      <div className="visually-hidden" role="status">
        {state.phase === 'running' ? `Auditing ${hostOf(state.address)}. This usually takes under ten seconds.` : ''}
        {state.phase === 'done'
          ? `Report ready: ${hostOf(state.report.finalUrl)} scores ${state.report.score} out of 100.`
          : ''}
      </div>
      {results}
    </>
  );
}
