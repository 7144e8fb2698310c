import { useEffect, useState } from 'react';
import { startDemo } from '../demo';
import { namedText } from '../../lib/visible-text';
import { ShownText } from '../../components/shown-text';

type Demo = Awaited<ReturnType<typeof startDemo>>;

/** With the demo service chosen: its keys and its people's bearer tokens, one click to fill in. */
export function DemoCredentials({
  onUse,
}: {
  onUse: (method: 'api-key' | 'bearer', secret: string) => void;
}) {
  const [demo, setDemo] = useState<Demo | null>(null);
  useEffect(() => {
    let live = true;
    void startDemo().then((d) => live && setDemo(d));
    return () => {
      live = false;
    };
  }, []);
  if (!demo) return <p className="muted">Starting the demo service…</p>;
  return (
    <div className="card stack" aria-label="Demo credentials" role="group">
      <p style={{ margin: 0 }}>Demo credentials, for trying either way of signing in:</p>
      <ul className="stack" style={{ margin: 0, paddingLeft: 18 }}>
        {Object.entries(demo.apiKeys).map(([role, key]) => (
          <li key={key} className="row">
            <span>
              API key <code>{key}</code> ({role})
            </span>
            <button
              type="button"
              className="button"
              onClick={() => onUse('api-key', key)}
              aria-label={`Use the ${role} demo API key`}
            >
              Use
            </button>
          </li>
        ))}
        {demo
          .demoUsers()
          .slice(0, 3)
          .map((user) => (
            <li key={user.token} className="row">
              <span>
                Bearer token of <ShownText text={user.name} /> ({user.roles.join(', ')})
              </span>
              <button
                type="button"
                className="button"
                onClick={() => onUse('bearer', user.token)}
                aria-label={`Use the bearer token of ${namedText(user.name)}`}
              >
                Use
              </button>
            </li>
          ))}
      </ul>
      <OtherPerson people={demo.demoUsers().slice(3)} onUse={(token) => onUse('bearer', token)} />
    </div>
  );
}

/** Anyone else of the demo organisation, by name: to sign in as the person whose role was just changed. */
function OtherPerson({
  people,
  onUse,
}: {
  people: { name: string; roles: string[]; token: string }[];
  onUse: (token: string) => void;
}) {
  const [token, setToken] = useState('');
  return (
    <div className="row align-end">
      <div className="field">
        <label htmlFor="demo-person">Or another person</label>
        <select id="demo-person" value={token} onChange={(e) => setToken(e.target.value)}>
          <option value="">Choose a person…</option>
          {people.map((p) => (
            <option key={p.token} value={p.token}>
              <ShownText text={p.name} />
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button" disabled={!token} onClick={() => onUse(token)}>
        Use their bearer token
      </button>
    </div>
  );
}
