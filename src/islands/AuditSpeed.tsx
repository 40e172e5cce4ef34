import { useEffect, useState } from 'react';
import { ApiError, postJson } from '../lib/api.ts';
import {
  SPEED_METRIC_MEANINGS,
  SPEED_RATINGS_SHOWN,
  speedFailureMessage,
  speedScoreBand,
} from '../lib/audit-report.ts';
import { auditSpeedSchema, type AuditSpeed as Speed, type SpeedMetric } from '../lib/calls/audit.ts';
import AuditGauge from './AuditGauge.tsx';
import StatusBadge from './StatusBadge.tsx';
import { useElapsedSeconds } from './useElapsedSeconds.ts';

/** How long the page waits for the speed test: the function gives Google 45 s. */
const SPEED_TIMEOUT_MS = 55_000;

type State =
  { phase: 'running'; started: number } | { phase: 'done'; speed: Speed } | { phase: 'failed'; message: string };

/** A list of speed figures: each with what it means, its value and its rating. */
function Metrics({ metrics, label }: { metrics: readonly SpeedMetric[]; label: string }) {
  return (
    <ul className="speed__metrics" aria-label={label}>
      {metrics.map((metric) => {
        const rating = SPEED_RATINGS_SHOWN[metric.rating];
        return (
          <li key={metric.id} className="speed__metric" data-metric={metric.id}>
            <span className="speed__metric-name">
              {metric.label}
              {SPEED_METRIC_MEANINGS[metric.id] && (
                <span className="speed__metric-meaning">{SPEED_METRIC_MEANINGS[metric.id]}</span>
              )}
            </span>
            <span className="speed__metric-value">{metric.value}</span>
            <StatusBadge status={rating.status} label={rating.label} />
          </li>
        );
      })}
    </ul>
  );
}

/** The measured speed: Google's lab score and figures, then what real visitors experienced. */
function Measured({ speed }: { speed: Speed }) {
  const { field } = speed;
  return (
    <div className="speed__result">
      <div className="speed__lab card">
        <div className="speed__score">
          <AuditGauge
            score={speed.lab.score}
            size="small"
            name="Google performance score"
            band={speedScoreBand(speed.lab.score)}
          />
          <div>
            <h4>In Google’s lab</h4>
            <p className="speed__note">
              A mid-range phone on a slow mobile connection, loading the page once. Performance score:{' '}
              <strong>{speed.lab.score} out of 100</strong> ({speedScoreBand(speed.lab.score).label.toLowerCase()}).
            </p>
          </div>
        </div>
        <Metrics metrics={speed.lab.metrics} label="Lab figures" />
      </div>
      <div className="speed__field card">
        <h4>What real visitors experienced</h4>
        {field ? (
          <>
            <p className="speed__note">
              Chrome users over the last 28 days, the slowest quarter left out (the 75th percentile),{' '}
              {field.scope === 'page'
                ? 'on this page.'
                : 'on your whole site: this page alone has too few visits for figures of its own.'}
            </p>
            <p className="speed__verdict">
              Core Web Vitals:{' '}
              <StatusBadge
                status={SPEED_RATINGS_SHOWN[field.rating].status}
                label={SPEED_RATINGS_SHOWN[field.rating].label}
              />
            </p>
            <Metrics metrics={field.metrics} label="Real visitors' figures" />
          </>
        ) : (
          <p className="speed__note">
            Google has too few visits from Chrome users to this page and its site to report them. The lab figures are
            what a first-time visitor on a phone gets.
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The report's speed section, when the site measures speed in a browser (the report's
 * `speedTest`): it asks POST /api/audit/speed for the page's figures as soon as it is shown, says
 * that Google is loading the page meanwhile (10 to 30 seconds), then shows them, or why they could
 * not be measured with a way to try again. The rest of the report does not wait for it.
 */
export default function AuditSpeed({ url }: { url: string }) {
  const [state, setState] = useState<State>(() => ({ phase: 'running', started: performance.now() }));
  const [attempt, setAttempt] = useState(0);
  const seconds = useElapsedSeconds(state.phase === 'running' ? state.started : undefined);

  useEffect(() => {
    let current = true;
    setState({ phase: 'running', started: performance.now() });
    postJson('/audit/speed', { url }, { timeoutMs: SPEED_TIMEOUT_MS })
      .then((answer) => {
        const speed = auditSpeedSchema.safeParse(answer);
        if (!speed.success) throw new Error('The speed test answered with figures this page cannot read');
        if (current) setState({ phase: 'done', speed: speed.data });
      })
      .catch((error: unknown) => {
        console.error('Speed test failed:', error instanceof Error ? error.message : error);
        const message =
          error instanceof ApiError
            ? speedFailureMessage(error.status, error.body)
            : speedFailureMessage(error instanceof TypeError || isTimeout(error) ? undefined : 500, undefined);
        if (current) setState({ phase: 'failed', message });
      });
    return () => {
      current = false;
    };
  }, [url, attempt]);

  return (
    <section className="report__part speed" aria-labelledby="report-speed-heading" data-speed={state.phase}>
      <h3 id="report-speed-heading">Speed on a phone, measured by Google</h3>
      <p className="report__part-lead">
        Google PageSpeed Insights loads the page in a real browser, as a visitor on a phone would, and adds what Chrome
        users experienced on it. Speed counts towards Google’s ranking, and every second of waiting loses visitors.
      </p>
      {state.phase === 'running' && (
        <div className="speed__running" aria-busy="true">
          <span className="audit-running__spinner" aria-hidden="true" />
          <p>
            Google is loading the page in a real browser. This takes 10 to 30 seconds; the rest of the report does not
            wait for it.
          </p>
          <p className="audit-running__seconds" aria-hidden="true">
            {seconds} s
          </p>
        </div>
      )}
      {state.phase === 'done' && <Measured speed={state.speed} />}
      {state.phase === 'failed' && (
        <div className="speed__failed">
          <p>{state.message}</p>
          <p>
            <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
              Measure the speed again
            </button>
          </p>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {state.phase === 'done' ? `Speed measured: Google performance score ${state.speed.lab.score} out of 100.` : ''}
        {state.phase === 'failed' ? `The speed could not be measured. ${state.message}` : ''}
      </p>
    </section>
  );
}

/** A fetch given up at its deadline (AbortSignal.timeout). */
const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';
