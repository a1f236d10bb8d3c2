import type { MailMessage } from './mailer';

/**
 * The account e-mails. Each has a plain-text and an HTML body with the same links. Every value
 * that comes from a user (username) is escaped; the HTML has inline styles only and no remote
 * images, so it renders the same in mail clients and on /dev/mail.
 */

type Content = Omit<MailMessage, 'to'>;

export function confirmEmailMessage(p: { username: string; url: string }): Content {
  return message({
    subject: 'Confirm your Inkforge account',
    greeting: `Welcome to Inkforge, ${p.username}!`,
    lines: ['Please confirm your email address to finish creating your account.'],
    action: { label: 'Confirm my email', url: p.url },
    footer:
      'The link works for 24 hours. If you did not create an Inkforge account, you can ignore this email.',
  });
}

/** Sent to the NEW address when a user changes their e-mail; the change happens only once they follow it. */
export function confirmNewEmailMessage(p: { username: string; url: string }): Content {
  return message({
    subject: 'Confirm your new Inkforge email address',
    greeting: `Hello ${p.username},`,
    lines: [
      'You asked to use this address for your Inkforge account. Your account keeps its current address until you confirm this one.',
    ],
    action: { label: 'Confirm my new email', url: p.url },
    footer:
      'The link works for 24 hours. If you did not ask for this, you can ignore this email; nothing changes.',
  });
}

export function resetPasswordMessage(p: { username: string; url: string }): Content {
  return message({
    subject: 'Reset your Inkforge password',
    greeting: `Hello ${p.username},`,
    lines: ['We received a request to reset the password of your Inkforge account.'],
    action: { label: 'Choose a new password', url: p.url },
    footer:
      'The link works for one hour and only once. Choosing a new password signs you out everywhere. ' +
      'If you did not ask for this, you can ignore this email; your password stays the same.',
  });
}

/**
 * Sent instead of a second account when someone signs up with an address that already has one,
 * so the sign-up answer never reveals which addresses are registered.
 */
export function existingAccountMessage(p: {
  username: string;
  /** Whether the existing account was ever confirmed; an unconfirmed one is finished by a reset. */
  confirmed: boolean;
  signInUrl: string;
  resetUrl: string;
}): Content {
  const lines = p.confirmed
    ? [
        'Someone, perhaps you, just tried to create a new Inkforge account with this email address. ' +
          'You already have an account, so no new one was created.',
        `Forgot your password? You can choose a new one here: ${p.resetUrl}`,
      ]
    : [
        'Someone, perhaps you, just tried to create a new Inkforge account with this email address. ' +
          'An account with this address was started earlier but never confirmed, so no new one was created.',
        `To take over that account, choose a password for it here (this also confirms your address): ${p.resetUrl}`,
      ];
  return message({
    subject: 'Someone tried to create an Inkforge account with your email',
    greeting: `Hello ${p.username},`,
    lines,
    action: { label: 'Sign in to Inkforge', url: p.signInUrl },
    footer: 'If this was not you, you can ignore this email; nothing has changed.',
  });
}

type Parts = {
  subject: string;
  greeting: string;
  lines: string[];
  action: { label: string; url: string };
  footer: string;
};

function message({ subject, greeting, lines, action, footer }: Parts): Content {
  const text = [
    greeting,
    '',
    ...lines,
    '',
    `${action.label}: ${action.url}`,
    '',
    footer,
    '',
    '- The Inkforge team',
  ].join('\n');
  const paragraph = (s: string) => `<p style="margin:0 0 16px">${linkify(escapeHtml(s))}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f1e7;font-family:Georgia,serif;color:#2b2118">
<div style="max-width:560px;margin:0 auto;background:#fffdf8;border:1px solid #e3d6bf;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:22px">Inkforge</h1>
${paragraph(greeting)}
${lines.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#7a3e12;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-family:sans-serif">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#5c4a3a">If the button does not work, copy this address into your browser:<br>${linkify(escapeHtml(action.url))}</p>
<p style="margin:0;font-size:14px;color:#5c4a3a">${escapeHtml(footer)}</p>
</div>
</body></html>`;
  return { subject, text, html };
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Turns escaped web addresses into links; the address text is already escaped. */
function linkify(escaped: string): string {
  return escaped.replace(
    /https?:\/\/[^\s<>"]+/g,
    (url) => `<a href="${url}" style="color:#7a3e12">${url}</a>`,
  );
}

/** Sent to a requester when support answers their request (never for internal notes). */
export function supportReplyMessage(p: {
  username: string;
  subject: string;
  reply: string;
  url: string;
}): Content {
  return message({
    subject: `Re: ${p.subject.replace(/\s+/g, ' ')} [Inkforge support]`,
    greeting: `Hello ${p.username},`,
    lines: ['Inkforge support answered your request:', p.reply],
    action: { label: 'Open your request', url: p.url },
    footer: 'Reply on the request page; answers to this e-mail are not read.',
  });
}
