import { gaugeDash, scoreBand, type ScoreBand } from '../lib/audit-report.ts';

/** The gauge's circle: its radius in the 120 × 120 drawing, and how much of it the dial uses. */
const RADIUS = 50;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** Three quarters of a circle, open at the bottom, as a speedometer's dial. */
const DIAL = 0.75;

/**
 * The score drawn as a dial from 0 to 100 (an SVG arc), coloured by its band, with the number and
 * the band's word inside. The picture is one image to assistive technology, named by its text
 * equivalent ("Score: 58 out of 100, needs work"); the drawing itself is hidden from it. `name`
 * and `band` name another score (Google's performance score, with Google's bands).
 */
export default function AuditGauge({
  score,
  size = 'large',
  name = 'Score',
  band = scoreBand(score),
}: {
  score: number;
  size?: 'large' | 'small';
  name?: string;
  band?: Pick<ScoreBand, 'tone' | 'label'>;
}) {
  const dial = CIRCUMFERENCE * DIAL;
  return (
    <div
      className={`gauge gauge--${band.tone} gauge--${size}`}
      role="img"
      aria-label={`${name}: ${score} out of 100, ${band.label.toLowerCase()}`}
    >
      <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <g transform="rotate(135 60 60)">
          <circle
            className="gauge__track"
            cx="60"
            cy="60"
            r={RADIUS}
            strokeDasharray={gaugeDash(100, dial, CIRCUMFERENCE)}
          />
          {score > 0 && (
            <circle
              className="gauge__value"
              cx="60"
              cy="60"
              r={RADIUS}
              strokeDasharray={gaugeDash(score, dial, CIRCUMFERENCE)}
            />
          )}
        </g>
        <text className="gauge__score" x="60" y="62" textAnchor="middle" dominantBaseline="middle">
          {score}
        </text>
        <text className="gauge__of" x="60" y="86" textAnchor="middle">
          out of 100
        </text>
      </svg>
    </div>
  );
}
