import type { Locale } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { escapeHtml } from '../../jobs/publicPages/pageHead';
import type { BankAnswer, ReadQr } from './simulatedPayer';

/** What the page shows: the payload typed or linked, how it reads, and the bank's answer to the last action. */
export interface DevBankView {
  locale: Locale;
  payload: string;
  read?: ReadQr;
  answer?: BankAnswer;
  /** Where the page posts and loads its script (the router's mount path). */
  basePath: string;
}

const t = (locale: Locale, key: string, vars?: Record<string, string | number>) => escapeHtml(translate(locale, `membership.devBank.${key}`, vars));

function amountText(locale: Locale, amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: currency === 'LAK' ? 0 : 2 }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

function summaryOf(view: DevBankView): string {
  const { locale, read } = view;
  if (!read) return '';
  if (!read.isPayable) return `<p class="problem" role="alert">${t(locale, read.problem)}</p>`;
  const { qr } = read;
  const merchant = [qr.merchantName, qr.merchantCity].filter(Boolean).join(', ');
  return `<dl>
  <dt>${t(locale, 'merchant')}</dt><dd data-field="merchant">${escapeHtml(merchant)}</dd>
  <dt>${t(locale, 'amount')}</dt><dd data-field="amount">${escapeHtml(amountText(locale, qr.amount!, qr.currency!))}</dd>
  <dt>${t(locale, 'reference')}</dt><dd data-field="reference">${escapeHtml(qr.billReference)}</dd>
</dl>
<p class="actions">
  <button type="submit" name="action" value="pay">${t(locale, 'pay')}</button>
  <button type="submit" name="action" value="delay">${t(locale, 'delay')}</button>
  <button type="submit" name="action" value="decline">${t(locale, 'decline')}</button>
</p>`;
}

function answerOf(view: DevBankView): string {
  const { locale, answer } = view;
  if (!answer) return '';
  const outcome = translate(locale, `membership.devBank.outcomes.${answer.outcome}`);
  const notified = answer.isWebhookSent ? t(locale, 'notified', { status: answer.webhookStatus ?? '' }) : '';
  const isWebhookLost = !answer.isWebhookSent && ['paid', 'processing', 'declined'].includes(answer.outcome);
  return `<p class="answer" role="status" data-outcome="${answer.outcome}">${t(locale, 'done', { status: outcome })} ${notified}${isWebhookLost ? t(locale, 'notNotified') : ''}</p>`;
}

/** The simulated bank's one page, server-rendered (no inline script: the app's CSP allows scripts from 'self' only). */
export function devBankPage(view: DevBankView): string {
  const { locale, basePath } = view;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t(locale, 'title')}</title>
<style>
  body { font-family: system-ui, 'Noto Sans Lao', 'Noto Sans Thai', 'Noto Sans SC', sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #1d2433; background: #f6f7fb; }
  h1 { font-size: 1.4rem; } textarea { width: 100%; min-height: 7rem; font-family: ui-monospace, monospace; font-size: .85rem; box-sizing: border-box; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .4rem 1rem; background: #fff; padding: 1rem; border-radius: .5rem; }
  dt { color: #5b6475; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  button { font: inherit; padding: .5rem 1rem; margin: .25rem .5rem .25rem 0; border-radius: .4rem; border: 1px solid #9aa3b5; background: #fff; cursor: pointer; }
  button[value="pay"] { background: #1565c0; border-color: #1565c0; color: #fff; }
  .problem { color: #b3261e; } .answer { background: #e8f5e9; padding: .75rem 1rem; border-radius: .4rem; }
</style>
<script src="${basePath}/bank.js" defer></script>
</head>
<body>
<h1>${t(locale, 'title')}</h1>
<p>${t(locale, 'intro')}</p>
<form method="post" action="${basePath}?lang=${locale}">
  <label for="payload">${t(locale, 'payload')}</label>
  <textarea id="payload" name="payload" spellcheck="false" required>${escapeHtml(view.payload)}</textarea>
  <p><button type="submit" name="action" value="read">${t(locale, 'read')}</button></p>
  ${summaryOf(view)}
</form>
${answerOf(view)}
</body>
</html>`;
}

/**
 * The page's script: reads a pasted payload at once, and sends one click only (a second press while the bank works
 * would be a second attempt).
 */
export const DEV_BANK_SCRIPT = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.querySelector('form');
  var payload = document.getElementById('payload');
  if (!form || !payload) return;
  payload.addEventListener('paste', function () {
    setTimeout(function () { form.requestSubmit(form.querySelector('button[value="read"]')); }, 0);
  });
  form.addEventListener('submit', function () {
    setTimeout(function () { form.querySelectorAll('button').forEach(function (button) { button.disabled = true; }); }, 0);
  });
});
`;
