// Does this contract accept every answer the vendor's published contract allows? Draws answers from the
// vendor's OpenAPI document (mocks/answer-fuzz.ts, the response fuzz's own generator) for each operation
// both contracts have, and checks each against this contract's schema of that answer. What it prints is
// a shape the console's readers and the response fuzz do not yet know: add it to src/api/openapi.yaml
// (with x-source: vendor) and read it tolerantly. The vendor's document is not part of this repository:
//
//   npx tsx scripts/check-vendor-answers.ts path/to/vendor-openapi.yaml [draws per operation] [--required]
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { answerOf } from '../mocks/answer-fuzz';
import { OPERATIONS, responseSchema, validateAnswer } from '../mocks/contract';
import { createPrng } from '../mocks/db/prng';

const [file, drawsText = '40'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npx tsx scripts/check-vendor-answers.ts <vendor-openapi.yaml> [draws]');
  process.exit(2);
}
const vendor = parse(readFileSync(file, 'utf8')) as {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>
  >;
  components: { schemas: Record<string, object> };
};
const template = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const draws = Number(drawsText);
const showRequired = process.argv.includes('--required');
let problems = 0;
let required = 0;
let checked = 0;
for (const [path, item] of Object.entries(vendor.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    const ours = OPERATIONS.find((o) => o.method === method && template(o.path) === template(path));
    if (!ours || !operation.responses) continue;
    for (const [status, response] of Object.entries(operation.responses)) {
      const schema = response.content?.['application/json']?.schema;
      if (!status.startsWith('2') || !schema) continue;
      const ourSchema = responseSchema(ours, Number(status));
      if (!ourSchema) {
        console.log(`${method.toUpperCase()} ${path} ${status}: this contract has no JSON answer for it`);
        problems++;
        continue;
      }
      checked++;
      const seen = new Set<string>();
      for (let seed = 1; seed <= draws; seed++) {
        const answer = answerOf(schema as never, createPrng(seed * 104_729), {
          schemas: vendor.components.schemas as never,
        });
        for (const problem of validateAnswer(ourSchema, answer)) seen.add(problem);
      }
      for (const problem of seen) {
        // The vendor's contract marks almost nothing required, though its own clients see the fields;
        // this contract requires what every answer carries. Counted, not printed, unless asked.
        if (problem.endsWith(': is required')) {
          required++;
          if (showRequired) console.log(`${method.toUpperCase()} ${path} ${status}: ${problem}`);
          continue;
        }
        console.log(`${method.toUpperCase()} ${path} ${status}: ${problem}`);
        problems++;
      }
    }
  }
}
console.log(
  `${checked} answers of the vendor's contract checked against this one: ${problems} shapes it does not accept; ` +
    `${required} fields it requires that the vendor's marks optional (--required lists them).`,
);
process.exit(problems ? 1 : 0);
