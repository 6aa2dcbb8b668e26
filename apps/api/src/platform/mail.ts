import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface TMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (`X-Request-Id`). */
  headers?: Record<string, string>;
}

export interface TMailer {
  send(mail: TMail): Promise<void>;
}

/** SMTP when a URL is configured; otherwise each message becomes an .eml file to open. */
export function createMailer(options: { smtpUrl?: string; from: string; mailDir: string }): TMailer {
  // nodemailer loads with the first message, not with the app (docs/contributing.md).
  let transport: Promise<Transporter> | null = null;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  if (options.smtpUrl) {
    return {
      async send(mail) {
        await (await transportOf()).sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      const info = await (await transportOf()).sendMail({ from: options.from, ...mail });
      await fs.mkdir(options.mailDir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(options.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
    },
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

interface TMailLink {
  label: string;
  url: string;
}

/**
 * A plain, readable message with one call to action; `links` is a list of named links after the
 * lines (files are linked, never attached).
 */
export function composeMail(
  brand: string,
  parts: { to: string; subject: string; greeting: string; lines: string[]; links?: TMailLink[]; action?: TMailLink },
): TMail {
  const links = parts.links ?? [];
  const text = [
    parts.greeting,
    '',
    ...parts.lines,
    ...links.map((l) => `- ${l.label}: ${l.url}`),
    ...(parts.action ? ['', `${parts.action.label}: ${parts.action.url}`] : []),
    '',
    `— ${brand}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(parts.greeting)}</p>
${parts.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${links.length ? `<ul>${links.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></li>`).join('')}</ul>` : ''}
${parts.action ? `<p><a href="${escapeHtml(parts.action.url)}" style="background:#1c64f2;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p><p style="font-size:12px;color:#6b7280">${escapeHtml(parts.action.url)}</p>` : ''}
<p style="color:#6b7280">— ${escapeHtml(brand)}</p></body></html>`;
  return { to: parts.to, subject: `${parts.subject} · ${brand}`, text, html };
}
