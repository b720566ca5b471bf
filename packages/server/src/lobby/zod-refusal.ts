/** A zod failure as a refusal a person can read: where the first problem is and what it is. */
import type { RuleError } from '@drift/engine';
import type { z } from 'zod';

export function zodRefusal(code: string, error: z.ZodError): RuleError {
  const issue = error.issues[0];
  if (!issue) return { code, message: 'The request is not valid.' };
  const where = issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  return { code, message: `The request is not valid: ${where}${issue.message}.` };
}
