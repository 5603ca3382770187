import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * The outside review (low): the policy let pages run any script from www.youtube.com and s.ytimg.com (and
 * player.vimeo.com). YouTube's site answers JSONP, so an injected `<script src>` there would run
 * the attacker's callback despite the policy; even the two files of YouTube's player API, allowed
 * next, ran YouTube's code in our origin. No foreign script may load now: the players are frames
 * (youtube-nocookie.com, youtube.com, Vimeo), and the web app talks to YouTube's embed through
 * postMessage.
 */

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the Content-Security-Policy', () => {
  let ctx: TestContext;
  let policy: Map<string, string[]>;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    policy = directives(String(res.headers['content-security-policy']));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lets no foreign script run: scripts come from our own origin only', () => {
    const scripts = policy.get('script-src') ?? [];
    expect(scripts.filter((source) => /youtube|ytimg/i.test(source))).toEqual([]);
    expect(scripts).toEqual(["'self'"]);
  });

  it('embeds the video players as frames', () => {
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
        'https://player.vimeo.com',
      ]),
    );
  });
});
