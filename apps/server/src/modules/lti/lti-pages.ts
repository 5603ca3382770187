import { escapeHtml } from '../../http/problem-page';

/**
 * The HTML pages of the LTI flows, shown inside the platform's frame or window: the login and
 * launch steps that use the platform's postMessage storage, the Deep Linking picker, the form
 * that carries the Deep Linking answer back, and the end of a Dynamic Registration. The CSP
 * allows no inline script: each page names `LTI_PAGE_SCRIPT_PATH`, served from our origin, and
 * hands it its data as a JSON block (data, not script).
 */

export const LTI_PAGE_SCRIPT_PATH = '/api/lti/page.js';

/** JSON that may sit inside a `<script type="application/json">`: no `<` can end the block. */
function jsonBlock(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type PageStep =
  | {
      step: 'login';
      authUrl: string;
      platformOrigin: string;
      target: string;
      state: string;
      nonce: string;
    }
  | {
      step: 'launch';
      next: string;
      platformOrigin: string;
      target: string;
      state: string;
      nonce: string;
      mismatch: string;
    }
  | { step: 'autopost'; form: string }
  | { step: 'close' };

export function ltiPage(options: { title: string; body: string; step?: PageStep }): string {
  const script = options.step
    ? `<script type="application/json" id="lti-page">${jsonBlock(options.step)}</script>
<script src="${LTI_PAGE_SCRIPT_PATH}" defer></script>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} · Thoughtful</title>
${script}
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; color: #212529;">
<main>
${options.body}
</main>
</body>
</html>`;
}

/** A paragraph the page's script updates (`role="status"`, read out when it changes). */
export function statusParagraph(text: string): string {
  return `<p id="lti-status" role="status">${escapeHtml(text)}</p>`;
}

/** A form the script posts at once; its button posts it without script. */
export function autoPostForm(options: {
  action: string;
  fields: Record<string, string>;
  button: string;
}): string {
  const inputs = Object.entries(options.fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  return `<form id="lti-autopost" method="post" action="${escapeHtml(options.action)}">
${inputs}
<button type="submit" style="font-size: 1rem; padding: 0.4rem 1rem;">${escapeHtml(options.button)}</button>
</form>`;
}

/**
 * The pages' script (served at LTI_PAGE_SCRIPT_PATH). Steps:
 * - `login`: stores the state and nonce in the platform's storage (1EdTech LTI Client Side
 *   postMessage Storage: `lti.put_data` to the frame `lti_storage_target` names, at the origin
 *   of the platform's authorization endpoint), then goes on to the platform;
 * - `launch`: reads them back (`lti.get_data`) and compares them with this launch's before the
 *   sign-in ticket is used: a launch not started in this browser window signs nobody in;
 * - `autopost`: submits the page's form (the Deep Linking answer);
 * - `close`: tells the platform that opened the registration to close it.
 */
export const LTI_PAGE_SCRIPT = `(function () {
  'use strict';
  var dataBlock = document.getElementById('lti-page');
  if (!dataBlock) return;
  var page = JSON.parse(dataBlock.textContent || '{}');
  var RESPONSE_TIMEOUT_MS = 2000;

  function platformWindow() {
    return window.opener || window.parent;
  }

  function storageFrame(target) {
    var top = platformWindow();
    if (target && target !== '_parent' && target !== '_top') {
      try {
        var named = top.frames[target];
        if (named) return named;
      } catch (ignored) {
        // A cross-origin window's frames may not be listed: the window itself answers then.
      }
    }
    return top;
  }

  function randomId() {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }

  function send(message) {
    return new Promise(function (resolve, reject) {
      var messageId = 'message-' + randomId();
      var timer;
      function onMessage(event) {
        var data = event.data;
        if (!data || data.message_id !== messageId) return;
        if (event.origin !== page.platformOrigin) return;
        if (data.subject !== message.subject + '.response') return;
        window.removeEventListener('message', onMessage);
        clearTimeout(timer);
        if (data.error) reject(data.error);
        else resolve(data);
      }
      window.addEventListener('message', onMessage);
      timer = setTimeout(function () {
        window.removeEventListener('message', onMessage);
        reject({ code: 'timeout' });
      }, RESPONSE_TIMEOUT_MS);
      var payload = { message_id: messageId };
      for (var key in message) payload[key] = message[key];
      storageFrame(page.target).postMessage(payload, page.platformOrigin);
    });
  }

  function putData(key, value) {
    return send({ subject: 'lti.put_data', key: key, value: value });
  }

  function getData(key) {
    return send({ subject: 'lti.get_data', key: key }).then(function (answer) {
      return answer.value;
    });
  }

  function say(text) {
    var status = document.getElementById('lti-status');
    if (status) status.textContent = text;
  }

  if (page.step === 'login') {
    putData('lti_state_' + page.state, page.state)
      .then(function () { return putData('lti_nonce_' + page.nonce, page.nonce); })
      .then(
        function () { window.location.replace(page.authUrl); },
        // The platform will be asked again at the launch, which refuses if nothing was kept.
        function () { window.location.replace(page.authUrl); }
      );
  } else if (page.step === 'launch') {
    getData('lti_state_' + page.state)
      .then(function (state) {
        if (state !== page.state) throw new Error('state');
        return getData('lti_nonce_' + page.nonce);
      })
      .then(function (nonce) {
        if (nonce !== page.nonce) throw new Error('nonce');
        window.location.replace(page.next);
      })
      .catch(function () { say(page.mismatch); });
  } else if (page.step === 'autopost') {
    var form = document.getElementById(page.form);
    if (form) form.submit();
  } else if (page.step === 'close') {
    platformWindow().postMessage({ subject: 'org.imsglobal.lti.close' }, '*');
  }
})();
`;
