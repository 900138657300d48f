import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { findCommand, htmlToText, MAX_COMMAND_LENGTH } from '../../src/notify/reply-parser';

const command = (mail: { text?: string; html?: string }) => {
  const r = findCommand(mail);
  return r.ok ? r.command : `! ${r.reason}`;
};

describe('the command in a reply is its first non-quoted line', () => {
  it(`a first line of ${MAX_COMMAND_LENGTH} characters is read; one longer is refused, saying why`, () => {
    expect(command({ text: `disc ${'3'.repeat(MAX_COMMAND_LENGTH - 5)}\n` })).toHaveLength(MAX_COMMAND_LENGTH);
    expect(command({ text: `disc ${'3'.repeat(MAX_COMMAND_LENGTH - 4)}\n` })).toBe(`! The first line is longer than ${MAX_COMMAND_LENGTH} characters; write only the command on it.`);
  });

  it('Gmail: the command above "On … wrote:" and the quoted mail', () => {
    const text = 'disc 3\r\n\r\nOn Sun, 22 Nov 2026 at 10:00, Play by mail <turns@pbm.example> wrote:\r\n> Your turn in Carolus Magnus\r\n> - disc 3\r\n';
    expect(command({ text })).toBe('disc 3');
  });

  it('an attribution wrapped onto two lines, and a reply written below the quote', () => {
    expect(command({ text: 'On Sun, 22 Nov 2026 at 10:00, Play by mail\n<turns@pbm.example> wrote:\n> - disc 3\n' })).toMatch(/^! /);
    expect(command({ text: '> It is your turn.\n> - court red\n\ncourt red\n' })).toBe('court red');
  });

  it('Outlook: the "From:" block and the underscores end the reply', () => {
    const text = 'court red\n\n________________________________\nFrom: Play by mail <turns@pbm.example>\nSent: Sunday\nSubject: Your turn\n\n- disc 3';
    expect(command({ text })).toBe('court red');
    expect(command({ text: '\n\n-----Original Message-----\nFrom: x\n- disc 3' })).toMatch(/^! The reply has no command/);
  });

  it('signatures and phone footers are not commands; decoration around the command is dropped', () => {
    expect(command({ text: '-- \nAna\n' })).toMatch(/^!/);
    expect(command({ text: 'Sent from my iPhone\n\n> disc 3' })).toMatch(/^!/);
    expect(command({ text: '  *emperor 2*  \n-- \nAna' })).toBe('emperor 2');
    expect(command({ text: 'El dom, 22 nov 2026 a las 10:00, PBM escribió:\n> disc 3' })).toMatch(/^!/);
  });

  it('HTML-only mail: the text before the quote, entities decoded, markup gone', () => {
    const html =
      '<html><head><style>p{color:red}</style></head><body><div dir="ltr">disc&nbsp;3<br></div><br>' +
      '<div class="gmail_quote"><div class="gmail_attr">On Sun wrote:</div><blockquote>court red</blockquote></div></body></html>';
    expect(command({ html })).toBe('disc 3');
    expect(command({ html: '<p>court &amp; red</p><blockquote type="cite">x</blockquote>' })).toBe('court & red');
    expect(htmlToText('<div>a</div><div>b<br/>c</div>').split('\n').filter(Boolean)).toEqual(['a', 'b', 'c']);
  });

  it('an empty text part falls back to the HTML part; a line that is too long is refused', () => {
    expect(command({ text: '  \n', html: '<p>disc 4</p>' })).toBe('disc 4');
    expect(command({ text: 'x'.repeat(201) })).toMatch(/longer than 200/);
    expect(command({})).toMatch(/no command/);
  });

  it('a real multipart reply from a mail client, parsed with postal-mime', async () => {
    const raw = [
      'From: Ana <ana@example.com>',
      'To: play+abc@pbm.example',
      'Subject: Re: Your turn in Carolus Magnus',
      'Message-ID: <reply-1@example.com>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset="UTF-8"',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'emperor=C2=A02',
      '',
      'Ana',
      '',
      'On Sun, 22 Nov 2026 at 10:00 Play by mail <turns@pbm.example> wrote:',
      '> It is your turn.',
      '--b1',
      'Content-Type: text/html; charset="UTF-8"',
      '',
      '<div>emperor 2</div><div class=3D"gmail_quote">x</div>',
      '--b1--',
      '',
    ].join('\r\n');
    const mail = await PostalMime.parse(raw);
    expect(command({ text: mail.text, html: mail.html })).toBe('emperor 2');
  });
});
