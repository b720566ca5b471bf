import { describe, expect, it } from 'vitest';
import { botCatalogue, checkBotLabel } from '../src/lobby/bot-label.ts';

describe('bot labels a lobby may seat', () => {
  it('offers the three levels, and holds a hard bot to the server’s thinking limit', () => {
    expect(botCatalogue()).toContainEqual({ name: 'level', args: 'easy|normal|hard' });
    const roomy = { botMaxMs: 1000, botMaxIterations: 5000 };
    for (const label of ['level:easy', 'level:normal', 'level:hard'])
      expect(checkBotLabel(label, roomy)).toEqual({ ok: true, value: label });
    const tight = { botMaxMs: 500, botMaxIterations: 5000 };
    expect(checkBotLabel('level:easy', tight).ok).toBe(true);
    expect(checkBotLabel('level:hard', tight)).toEqual({
      ok: false,
      error: {
        code: 'BadBot',
        message: 'A hard bot thinks 1000ms a decision; this server allows at most 500ms.',
      },
    });
  });
});
