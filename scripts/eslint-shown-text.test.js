import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from './eslint-shown-text.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const child = { messageId: 'child' };
const attribute = { messageId: 'attribute' };

tester.run('lookout/shown-text', plugin.rules['shown-text'], {
  valid: [
    'const a = <td><ShownText text={user.email} /></td>;',
    'const a = <option value={role.name}>{namedText(role.name)}</option>;',
    'const a = <button aria-label={`Delete ${namedText(group.name)}`} />;',
    // A component's props are drawn by that component, by this same rule.
    'const a = <PageHeader title={monitor.name} />;',
    // Used, not drawn: a key, a test, a comparison, a length.
    'const a = <li key={user.name} data-id={user.id}>{user.name === me ? "You" : "Someone"}</li>;',
    'const a = <p>{dashboard.description && <Description />}{name.length}</p>;',
    'const a = <p>{formatDataset(dataset.dataset)}</p>;',
  ],
  invalid: [
    { code: 'const a = <td>{user.email}</td>;', errors: [child] },
    { code: 'const a = <h2>{name}</h2>;', errors: [child] },
    { code: "const a = <p>{role.description ?? 'None'}</p>;", errors: [child] },
    { code: 'const a = <p>{open ? widget.title : "Closed"}</p>;', errors: [child] },
    { code: 'const a = <p>{`${d.collection}/${d.dataset}`}</p>;', errors: [child] },
    { code: 'const a = <p>{"Hello " + person.display_name}</p>;', errors: [child] },
    { code: 'const a = <Header>{group.name}</Header>;', errors: [child] },
    { code: 'const a = <span title={p.description} />;', errors: [attribute] },
    { code: 'const a = <button aria-label={`Delete ${group.name}`} />;', errors: [attribute] },
    { code: 'const a = <input placeholder={monitor["name"]} />;', errors: [attribute] },
  ],
});
