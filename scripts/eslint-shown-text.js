// A lint rule: a string the service gave (a name, a description, an email…) is drawn only through
// <ShownText text=…/> or namedText(…), which mark hidden and look-alike characters. Drawn means a JSX
// child, or an attribute a person reads or hears (aria-label, title, label, placeholder, alt), alone
// or inside a template, a concatenation, a `??`/`||` fallback or a conditional's branch. A string
// handed to a function is left alone: that function (namedText, a formatter) decides what is drawn.

/** The fields of the contract's records that hold text a person or the service chose. */
const SERVICE_FIELDS = new Set([
  'name',
  'display_name',
  'first_name',
  'last_name',
  'description',
  'title',
  'email',
  'message',
  'summary',
  'dataset',
]);

/** Attributes read or heard as text; `text` is ShownText's own. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'label',
  'placeholder',
  'alt',
]);

/** The field a value is named for: `user.email`, `row['name']`, or a variable or prop called `name`. */
const fieldOf = (node) => {
  if (node.type === 'Identifier') return node.name;
  if (node.type !== 'MemberExpression') return undefined;
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.computed && node.property.type === 'Literal') return String(node.property.value);
  return undefined;
};

/**
 * Whether an element is the DOM's own (`<td>`, `<button>`): a component's props are its own business,
 * and the component draws them by this same rule (PageHeader marks its `title`).
 */
const intrinsic = (opening) => opening.name.type === 'JSXIdentifier' && /^[a-z]/.test(opening.name.name);

/** Whether `node`, as a part of `parent`, is carried on into what `parent` evaluates to. */
function carried(node, parent) {
  switch (parent.type) {
    case 'TemplateLiteral':
    case 'TSAsExpression':
    case 'TSNonNullExpression':
    case 'ChainExpression':
      return true;
    case 'ConditionalExpression':
      return parent.test !== node;
    case 'LogicalExpression':
      return parent.operator !== '&&' || parent.right === node;
    case 'BinaryExpression':
      return parent.operator === '+';
    default:
      return false;
  }
}

/** @type {import('eslint').Rule.RuleModule} */
const shownText = {
  meta: {
    type: 'problem',
    docs: { description: 'Draw service strings through ShownText or namedText.' },
    messages: {
      child:
        'Draw `{{field}}` from the service as <ShownText text={…} /> (or namedText(…) where only text fits).',
      attribute: 'Name `{{field}}` from the service in `{{attribute}}` through namedText(…).',
    },
    schema: [],
  },
  create(context) {
    return {
      'MemberExpression, Identifier'(node) {
        const field = fieldOf(node);
        if (field === undefined || !SERVICE_FIELDS.has(field)) return;
        let child = node;
        let parent = node.parent;
        while (parent && carried(child, parent)) {
          child = parent;
          parent = parent.parent;
        }
        if (parent?.type !== 'JSXExpressionContainer') return;
        const holder = parent.parent;
        if (holder.type === 'JSXElement' || holder.type === 'JSXFragment') {
          context.report({ node, messageId: 'child', data: { field } });
        } else if (
          holder.type === 'JSXAttribute' &&
          TEXT_ATTRIBUTES.has(String(holder.name.name)) &&
          intrinsic(holder.parent)
        ) {
          context.report({ node, messageId: 'attribute', data: { field, attribute: holder.name.name } });
        }
      },
    };
  },
};

export default { rules: { 'shown-text': shownText } };
