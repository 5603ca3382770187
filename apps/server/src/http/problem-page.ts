import type { FastifyReply } from 'fastify';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/**
 * A page a person sees when a sign-in through a browser redirect fails (an OpenID provider's
 * callback, an LTI launch): they arrived by a redirect or a platform's form, not from the web
 * app, so a JSON error would be all they saw. Says what went wrong in words and how to go on;
 * the status still tells a machine. No script, styles inline (the CSP allows no inline script).
 */
export function sendProblemPage(
  reply: FastifyReply,
  status: number,
  problem: { title: string; message: string; action?: { href: string; label: string } },
): FastifyReply {
  const action = problem.action ?? { href: '/login', label: 'Go to the login page' };
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(problem.title)} · Thoughtful</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; color: #212529;">
<main>
<h1 style="font-size: 1.5rem;">${escapeHtml(problem.title)}</h1>
<p>${escapeHtml(problem.message)}</p>
<p><a href="${escapeHtml(action.href)}" style="color: #0a58ca;">${escapeHtml(action.label)}</a></p>
</main>
</body>
</html>`;
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}
