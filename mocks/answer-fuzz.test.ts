// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerOf } from './answer-fuzz';
import { OPERATIONS, responseSchema, validateAnswer } from './contract';
import { createPrng } from './db/prng';

describe('the answers the response fuzz draws', () => {
  it('are valid against the contract for every operation, whatever the seed', () => {
    for (const operation of OPERATIONS) {
      const code = Object.keys(operation.responses).find((c) => c.startsWith('2')) ?? '200';
      const schema = responseSchema(operation, Number(code));
      if (!schema) continue;
      for (let seed = 1; seed <= 25; seed++) {
        const answer = answerOf(schema as never, createPrng(seed * 7919));
        expect(validateAnswer(schema, answer), `${operation.operationId}, seed ${seed}`).toEqual([]);
      }
    }
  });
});
