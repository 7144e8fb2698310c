import { useRateLimit } from '../../../api/rate-limit';
import { refreshCost, refreshInterval, WINDOW_WORDS } from '../refresh-budget';
import { REFRESH_CHOICES } from '../url';

const every = (s: number) => (s < 60 ? `${s} s` : `${s / 60} min`);

/**
 * The auto-refresh choice, with what it costs: each interval that would take more than half of the
 * key's requests for this dashboard is offered disabled, saying why; the one chosen says its share.
 */
export function RefreshControl({
  asked,
  searches,
  onChange,
}: {
  asked: number | undefined;
  /** The dashboard's distinct searches: what one refresh asks. */
  searches: number;
  onChange: (seconds: number | undefined) => void;
}) {
  const { limit } = useRateLimit();
  const runs = refreshInterval(asked, searches, limit);
  const cost = runs ? refreshCost(searches, runs, limit) : undefined;
  const per = (perWindow: number, of: number) =>
    `${perWindow} of the key's ${of} requests per ${WINDOW_WORDS}`;
  return (
    <>
      <label className="row" style={{ gap: 4 }}>
        <span>Refresh</span>
        <select
          className="input"
          value={asked ?? ''}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">Off</option>
          {REFRESH_CHOICES.map((s) => {
            const option = refreshCost(searches, s, limit);
            return (
              <option key={s} value={s} disabled={!option.allowed && s !== asked}>
                Every {every(s)}
                {option.allowed ? '' : ` (${per(option.perWindow, option.limit)}: over half)`}
              </option>
            );
          })}
        </select>
      </label>
      {asked !== undefined && (
        <span className="muted" role="status">
          {cost && runs === asked
            ? `About ${per(cost.perWindow, cost.limit)}; paused while this tab is hidden.`
            : cost && runs
              ? `Every ${every(asked)} would take over half of the key's ${cost.limit} requests per ${WINDOW_WORDS}: refreshing every ${every(runs)} (${cost.perWindow} of them).`
              : `This dashboard's ${searches} searches are too many to refresh automatically within half of the key's requests; refresh by hand.`}
        </span>
      )}
    </>
  );
}
